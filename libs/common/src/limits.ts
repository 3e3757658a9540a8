/**
 * The longest text each stored field takes, read by the API's DTOs and the web's forms so both refuse the same
 * length, and kept equal to the column sizes of the entities. Grouped by the record that owns the field.
 */
export const LIMITS = {
  person: {
    /** Each of the four name parts. */
    name: 100,
    neighborhood: 100,
    address: 255,
    email: 255,
    phone: 20,
    password: { min: 6, max: 128 },
    /** Specialization of a teacher. */
    specialization: 100,
    qualifications: 1000,
    notes: 1000,
  },
  school: {
    name: 150,
    /** Neighbourhood, city and region joined by ', '. */
    address: 255,
    /** One of the three address parts on the form; three parts and two separators fit in {@link LIMITS.school.address}. */
    addressPart: 80,
  },
  class: {
    name: 100,
    code: 30,
    description: 500,
    /** Seats of a circle (spec 01 section 5); an empty value means no limit. */
    maxStudents: { min: 1, max: 50, default: 20 },
    /** Teachers one circle may have. */
    teachers: 20,
  },
  semester: {
    year: { min: 2020, max: 2050 },
    displayName: 50,
    /** Holidays one semester may list. */
    vacationDays: 366,
  },
  course: {
    name: 100,
    description: 500,
    /** Weight in the student's total, in steps of 0.1. */
    percentage: { min: 0, max: 100 },
    maxGrade: { min: 1, max: 1000, default: 100 },
  },
  grade: {
    notes: 1000,
    /** A reference is written 'surahId:ayah' ('114:6' is the longest). */
    reference: 10,
  },
  goal: {
    title: 100,
    description: 500,
  },
  attendance: {
    notes: 500,
  },
  points: {
    notes: 500,
    /** Points one entry gives (spec 03 section 5): 0 to 5 in steps of 0.5. */
    value: { min: 0, max: 5, step: 0.5 },
    /** Entries per page of a student's points (spec 03 section 9: the student page shows 20). */
    page: { default: 20, max: 100 },
    /** Students of one circle's day saved at once (PUT /api/points/day): a circle's, with room to spare. */
    dayRows: 200,
  },
  sync: {
    /** Operations one POST /api/sync carries: a whole circle's day of marks, points and grades, with room to spare. */
    operations: 500,
  },
  passwordReset: {
    /** How long a reset link stays valid (spec 03: 30 minutes). */
    validMinutes: 30,
    /** Requests per identifier, and per address (room for a school's shared network, as sign-in allows), within the window; then the next waits. */
    perIdentifier: 3,
    perAddress: 30,
    windowMinutes: 15,
  },
  dailyReport: {
    notes: 1000,
    lessonTopic: 200,
    classNotes: 500,
    /** Circle rows of one report: a complex's circles, with room to spare. */
    rows: 200,
    /** Students, pages: the largest count a row takes (far above any circle, well inside an int column). */
    count: 10000,
  },
} as const;
