import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DriveStep } from 'driver.js';

type Step = { selector: string; title: 'sidebarTitle' | 'hamburgerTitle' | 'breadcrumbTitle' | 'tagsTitle' | 'settingsTitle' | 'accountTitle'; text: 'sidebar' | 'hamburger' | 'breadcrumb' | 'tags' | 'settings' | 'account' };

// The shell parts the tour points at (each carries a data-guide attribute).
const STEPS: Step[] = [
  { selector: '[data-guide="sidebar"]', title: 'sidebarTitle', text: 'sidebar' },
  { selector: '[data-guide="hamburger"]', title: 'hamburgerTitle', text: 'hamburger' },
  { selector: '[data-guide="breadcrumb"]', title: 'breadcrumbTitle', text: 'breadcrumb' },
  { selector: '[data-guide="tags-view"]', title: 'tagsTitle', text: 'tags' },
  { selector: '[data-guide="settings"]', title: 'settingsTitle', text: 'settings' },
  { selector: '[data-guide="account"]', title: 'accountTitle', text: 'account' },
];

// /guide/index: a driver.js tour of the shell; driver.js is downloaded only when the tour starts.
export function GuidePage() {
  const { t } = useTranslation();

  const start = async () => {
    const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    // Parts switched off in the settings (tags view, logo) are skipped rather than pointed at nothing.
    const steps: DriveStep[] = STEPS.filter((step) => document.querySelector(step.selector)).map((step) => ({
      element: step.selector,
      popover: { title: t(`shell.guide.${step.title}`), description: t(`shell.guide.${step.text}`) },
    }));
    driver({
      showProgress: true,
      progressText: t('shell.guide.progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('shell.guide.next'),
      prevBtnText: t('shell.guide.prev'),
      doneBtnText: t('shell.guide.done'),
      steps,
    }).drive();
  };

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>{t('shell.guide.title')}</Typography.Title>
      <Typography.Paragraph>{t('shell.guide.description')}</Typography.Paragraph>
      <Button type="primary" data-testid="guide-start" onClick={() => void start()}>{t('shell.guide.start')}</Button>
    </Card>
  );
}
