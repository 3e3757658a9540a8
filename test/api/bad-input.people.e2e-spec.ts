import { sweep } from './bad-input.js';

// The bad-input sweep of the operations of accounts, people, family links, passwords and sign-in (test/api/bad-input.ts).
sweep('people');
