import { expect, test, type Page } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements } from './account-helpers';

// Opens the change-password dialog and returns every class the dialog's box had while it opened.
async function classesWhileOpening(page: Page): Promise<string> {
  await withoutAnnouncements(page);
  await signIn(page, ADMIN);
  // Written as a string: the e2e code is typed without the DOM library.
  await page.evaluate(`
    window.seenClasses = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        const nodes = change.type === 'attributes' ? [change.target] : [...change.addedNodes];
        for (const node of nodes) {
          if (!(node instanceof Element)) continue;
          for (const box of [node, ...node.querySelectorAll('.ant-modal')]) {
            if (box.classList.contains('ant-modal')) window.seenClasses.push(box.className);
          }
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  `);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-change-password').click();
  await expect(page.getByTestId('password-submit')).toBeVisible();
  await page.waitForTimeout(500);
  return page.evaluate<string>("window.seenClasses.join(' ')");
}

test.describe('with reduced motion asked for by the system', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a dialog appears in place, without the zoom', async ({ page }) => {
    const classes = await classesWhileOpening(page);
    // antd still measures where the dialog opens from (the brief `-prepare` step), but never zooms it (`-active`).
    expect(classes).toContain('ant-modal');
    expect(classes).not.toContain('ant-zoom-appear-active');
  });
});

test.describe('without it', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a dialog zooms open', async ({ page }) => {
    expect(await classesWhileOpening(page)).toContain('ant-zoom-appear-active');
  });
});
