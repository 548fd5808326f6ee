import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Error messages in English ("Invalid input: expected number, received string")
// for every schema, mini or classic. zod/mini installs no locale, and classic zod
// installs English only once it has built a schema; without this, a message
// would depend on which code happened to run first. Imported for its effect by
// the dashboard's entry, the reference API and the test setup.
config(en());
