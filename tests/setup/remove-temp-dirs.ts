import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/temp-dirs';

// Registered before the file's own hooks, so it runs after them: its servers are stopped by then.
afterAll(removeTempDirs);
