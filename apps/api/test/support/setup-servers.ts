import { afterAll } from 'vitest';
import { tidyAfterFile } from './file-end';

// After each test file: its servers, its apps and its jobs gone (support/file-end.ts).
afterAll(tidyAfterFile);
