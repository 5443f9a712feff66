import { defineTexts } from '../../i18n/define';

// Texts of this feature, under its own key in the i18n resources (see i18n/resources.ts).
export const dashboardTexts = defineTexts({}, { zh: {}, es: {}, ja: {} });
