import { Empty, Typography } from 'antd';
import type { GoalChartKey, GoalChartSection } from '#quran';
import { BAND_COLOURS } from '../grades/bands';
import { QURAN_T } from '../quran/locale';
import styles from './student-profile.module.css';

const RADIUS = 70;
const STROKE = 26;
/** The goal's pages not memorised yet (graded or not) are drawn thinner: only what is memorised fills the ring. */
const THIN_STROKE = 10;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** What each section of the chart stands for. */
export const SECTION_LABELS: Readonly<Record<GoalChartKey, string>> = {
  memorised: QURAN_T.sectionMemorised,
  graded_goal: QURAN_T.sectionGraded,
  ungraded_goal: QURAN_T.sectionUngraded,
};

/**
 * The plan's circular chart (spec 03 section 4): libs/quran's sections, memorised pages green, goal pages already
 * graded blue, goal pages not graded yet red, drawn as arcs of one ring, with the figure in its middle and a legend
 * naming each section's pages and share (so colour never says it alone). Each arc is its share of the ring's whole
 * (the target, or without one the mushaf), and only the memorised arc is drawn full width: the filled part of the
 * ring is the figure in its middle, a goal graded but not memorised is a thin blue line, never a full ring beside 0%.
 * Nothing to draw is said, never made up.
 */
export function PlanChart({
  sections,
  centre,
  centreLabel,
  ofWhole,
}: {
  sections: GoalChartSection[];
  centre: string;
  centreLabel: string;
  /** A section's share of the whole, in words. */
  ofWhole: (percentage: number) => string;
}) {
  if (sections.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={QURAN_T.chartEmpty} />;
  // Each arc starts where the ones before it end.
  const arcs = sections.map((section, index) => ({
    ...section,
    length: (section.percentage / 100) * CIRCUMFERENCE,
    offset: (sections.slice(0, index).reduce((sum, before) => sum + before.percentage, 0) / 100) * CIRCUMFERENCE,
  }));
  const description = sections.map((section) => `${SECTION_LABELS[section.key]}: ${QURAN_T.pagesCount(section.pages)}`).join('، ');
  return (
    <div className={styles.chart}>
      <svg viewBox="0 0 200 200" className={styles.ring} role="img" aria-label={QURAN_T.chartLabel(description)}>
        <circle cx="100" cy="100" r={RADIUS} fill="none" stroke="#f0f0f0" strokeWidth={STROKE} />
        {arcs.map((arc) => (
          <circle
            key={arc.key}
            className={styles.arc}
            cx="100"
            cy="100"
            r={RADIUS}
            fill="none"
            stroke={BAND_COLOURS[arc.colour]}
            strokeWidth={arc.key === 'memorised' ? STROKE : THIN_STROKE}
            strokeDasharray={`${arc.length} ${CIRCUMFERENCE - arc.length}`}
            strokeDashoffset={-arc.offset}
            transform="rotate(-90 100 100)"
          />
        ))}
        <text x="100" y="98" textAnchor="middle" className={styles.ringValue}>
          {centre}
        </text>
        <text x="100" y="122" textAnchor="middle" className={styles.ringLabel}>
          {centreLabel}
        </text>
      </svg>
      <ul className={styles.chartLegend}>
        {sections.map((section) => (
          <li key={section.key}>
            <span className={styles.swatch} style={{ background: BAND_COLOURS[section.colour] }} aria-hidden />
            <span>
              <Typography.Text strong>{SECTION_LABELS[section.key]}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {QURAN_T.pagesCount(section.pages)} · {ofWhole(section.percentage)}
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
