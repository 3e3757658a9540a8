import { sweep } from './bad-input.js';

// The bad-input sweep of the operations of complexes, semesters, circles, courses and grading (test/api/bad-input.ts).
sweep('academic');
