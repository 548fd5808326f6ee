import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Classic zod installs English messages when it loads; zod/mini does not. The
// first views use only zod/mini, so without this a wire or URL error would read
// "Invalid input" on one page and "expected number, received string" on another.
config(en());
