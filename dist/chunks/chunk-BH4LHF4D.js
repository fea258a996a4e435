import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
