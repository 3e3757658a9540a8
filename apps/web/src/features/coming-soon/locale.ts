/** Texts of the coming-soon page. Sentences the API sends stay in libs/common's MESSAGES. */
export const COMING_SOON_T = {
  comingSoonTitle: 'هذه الصفحة قيد الإعداد',
  comingSoonText: 'نعمل على إتاحة هذه الصفحة قريبًا بإذن الله. يمكنك متابعة التصفح من القائمة.',
} as const;
