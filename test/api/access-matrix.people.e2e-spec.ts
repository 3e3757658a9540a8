import { checkMatrix } from './access-matrix-sweep.js';

// The access matrix's rows of accounts, people, family links, passwords and sign-in (test/api/access-matrix-sweep.ts).
checkMatrix('people');
