/** Arabic texts of the installed app's notices: data shown from the device, and a new version waiting. */
export const PWA_T = {
  offlineData: 'أنت غير متصل: تُعرض آخر بيانات محفوظة على الجهاز وقد لا تكون محدثة',
  weakNetworkData: 'الاتصال ضعيف: تُعرض آخر بيانات محفوظة على الجهاز وقد لا تكون محدثة',
  updateAvailable: 'يتوفر إصدار جديد من المنصة',
  update: 'تحديث',
  // The button's name for screen readers: a screen may have a "تحديث" of its own (reload the data).
  updateLabel: 'تحديث إلى الإصدار الجديد',
};
