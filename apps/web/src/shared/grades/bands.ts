import type { BandColour } from '#common';

/**
 * The palette of libs/common's colour bands (averageGradeBand, gradeBarBand...), for bars and marks beside a number
 * written in the normal text colour: antd's 6th/7th shades, which stand out from white by 3:1 or more.
 */
export const BAND_COLOURS: Readonly<Record<BandColour, string>> = {
  green: '#389e0d',
  blue: '#1677ff',
  yellow: '#d4b106',
  orange: '#d46b08',
  red: '#cf1322',
};
