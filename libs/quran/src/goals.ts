import { clamp, roundTo } from '../../common/src/numbers.js';
import { isBefore } from './order.js';
import { memorisedPageSet } from './progress.js';
import { gradedRangePages, type GradedRange } from './ranges.js';
import { TOTAL_PAGES, assertPosition, type QuranPosition } from './surahs.js';

/** Where a student stands against their goal. */
export type GoalStatus = 'achieved' | 'exceeded' | 'in_progress';

/**
 * Goal status (spec 03 section 4): `achieved` when the memorised position is in the target's surah at or beyond
 * the target ayah; `exceeded` when the memorised surah comes later in memorisation order than the target's
 * surah; otherwise (including no memorised position) `in_progress`.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function goalStatus(memorised: QuranPosition | null | undefined, target: QuranPosition): GoalStatus {
  assertPosition(target);
  if (!memorised) return 'in_progress';
  assertPosition(memorised);
  if (memorised.surahId === target.surahId) return memorised.ayah >= target.ayah ? 'achieved' : 'in_progress';
  return isBefore(target.surahId, memorised.surahId) ? 'exceeded' : 'in_progress';
}

/** What the plan dialog needs: the two positions and the student's graded ranges. */
export interface GoalInput {
  memorised?: QuranPosition | null;
  target?: QuranPosition | null;
  /** Grades with a Quran range; rows without one are ignored. */
  grades?: readonly GradedRange[];
}

/** A student's goal in pages. Page sets follow the progress rule of `memorisedPageSet`. */
export interface GoalProgress {
  /** Null when there is no target. */
  status: GoalStatus | null;
  /** Distinct pages memorised now. */
  memorisedPages: number;
  /** Pages memorised once the target is reached; 0 without a target. */
  targetPages: number;
  /** Target pages not memorised yet: the work left. */
  goalPages: number;
  /** Goal pages that some grade's range already covers (being worked on). */
  gradedGoalPages: number;
  /** Goal pages no grade covers yet. */
  ungradedGoalPages: number;
  /** Share of the target pages memorised, 0..100, one decimal; null without a target. */
  percentage: number | null;
  /** Share of the target pages memorised or graded, 0..100, one decimal; null without a target. */
  gradedPercentage: number | null;
}

function percentOf(part: number, whole: number): number {
  return clamp(roundTo((part / whole) * 100, 1), 0, 100);
}

/**
 * Goal figures in pages. The goal percentages measure pages, while the status compares ayahs, so a student one ayah
 * short on the target's page is `in_progress` at 100 %; both are capped at 100. Without a target every goal figure
 * is 0 or null: never a made-up number.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function goalProgress(input: GoalInput): GoalProgress {
  const memorised = memorisedPageSet(input.memorised ?? null);
  if (!input.target) {
    return {
      status: null,
      memorisedPages: memorised.size,
      targetPages: 0,
      goalPages: 0,
      gradedGoalPages: 0,
      ungradedGoalPages: 0,
      percentage: null,
      gradedPercentage: null,
    };
  }
  const status = goalStatus(input.memorised ?? null, input.target);
  const target = memorisedPageSet(input.target);
  const graded = new Set<number>();
  for (const grade of input.grades ?? []) {
    const pages = gradedRangePages(grade);
    if (pages) for (let page = pages.startPage; page <= pages.endPage; page++) graded.add(page);
  }
  let memorisedTarget = 0;
  let gradedGoal = 0;
  for (const page of target) {
    if (memorised.has(page)) memorisedTarget++;
    else if (graded.has(page)) gradedGoal++;
  }
  const goalPages = target.size - memorisedTarget;
  return {
    status,
    memorisedPages: memorised.size,
    targetPages: target.size,
    goalPages,
    gradedGoalPages: gradedGoal,
    ungradedGoalPages: goalPages - gradedGoal,
    percentage: percentOf(memorisedTarget, target.size),
    gradedPercentage: percentOf(memorisedTarget + gradedGoal, target.size),
  };
}

/** The plan chart's sections, in drawing order. */
export type GoalChartKey = 'memorised' | 'graded_goal' | 'ungraded_goal';

/** One section of the plan chart. */
export interface GoalChartSection {
  key: GoalChartKey;
  /** Colour token (spec 03 section 4): memorised green, graded goal blue, ungraded goal red. */
  colour: 'green' | 'blue' | 'red';
  pages: number;
  /** Share of the whole ring, one decimal; what the sections leave is the empty track. */
  percentage: number;
}

/**
 * The plan chart (spec 03 section 4): memorised pages, graded goal pages, ungraded goal pages, each a share of one
 * whole, so the ring and the figure in its middle tell the same story. With a target the whole is the target's pages
 * (and any memorised beyond it): the memorised share is then the goal percentage. Without one it is the mushaf's
 * 604 pages, and the memorised share is the progress over the whole Quran. Sections with no pages are left out, and
 * with no data at all the list is empty: the spec's demonstration fallback (50 goal pages, 10 graded) is deliberately
 * not reproduced, so an empty chart is shown as empty.
 */
export function goalChartSections(
  progress: Pick<GoalProgress, 'memorisedPages' | 'targetPages' | 'gradedGoalPages' | 'ungradedGoalPages'>,
): GoalChartSection[] {
  const sections: Omit<GoalChartSection, 'percentage'>[] = [
    { key: 'memorised', colour: 'green', pages: progress.memorisedPages },
    { key: 'graded_goal', colour: 'blue', pages: progress.gradedGoalPages },
    { key: 'ungraded_goal', colour: 'red', pages: progress.ungradedGoalPages },
  ];
  const drawn = sections.reduce((sum, section) => sum + section.pages, 0);
  if (drawn <= 0) return [];
  const whole = progress.targetPages > 0 ? drawn : TOTAL_PAGES;
  return sections.filter((section) => section.pages > 0).map((section) => ({ ...section, percentage: roundTo((section.pages / whole) * 100, 1) }));
}
