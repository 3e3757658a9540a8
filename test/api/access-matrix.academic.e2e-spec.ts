import { checkMatrix } from './access-matrix-sweep.js';

// The access matrix's rows of complexes, semesters, circles, courses and grading (test/api/access-matrix-sweep.ts).
checkMatrix('academic');
