import type { Config } from 'tailwindcss';

// Tailwind v4 reads this file through `@config` in src/styles.css.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'media',
  theme: { extend: {} },
} satisfies Config;
