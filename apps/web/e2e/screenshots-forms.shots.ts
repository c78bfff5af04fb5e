import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { E2E } from './support/e2e-config.ts';
import { openSignedIn, type DemoRole } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/** SHOTS_DIR: where the PNGs go (a folder of one's own when several people take shots on one machine). */
const DIR = `${SHOTS_DIR}/forms`;
mkdirSync(`${DIR}/focus`, { recursive: true });

const SIZES = [
  ['desktop', { width: 1280, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const PLAYER = { email: 'player@example.com', password: E2E.password };

type Form = {
  name: string;
  who: DemoRole | typeof PLAYER;
  path: string;
  /** Opens the form, empty; returns what to scroll into view. */
  open: (page: Page) => Promise<Locator>;
  /** Each submits an invalid value and waits for what the screen shows about it: a shot after each. */
  refusals: ((page: Page) => Promise<void>)[];
};

/** The editor's ERROR! toast saying `text`, once it has grown in (a shot mid-way shows it faded). */
async function toastSays(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: 'ERROR!' });
  await expect(toast).toContainText(text);
  await expect(toast).toHaveCSS('opacity', '1');
}

async function editorSection(page: Page, section: 'Prizes' | 'Questions'): Promise<Locator> {
  await page.getByRole('article').first().getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Official Championship' })).toBeVisible();
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByRole('button', { name: 'Add', exact: true }).click();
  return region.getByRole('form');
}

async function rejectFromToolbar(page: Page): Promise<Locator> {
  await page
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  return page.getByRole('dialog', { name: 'Reject bar' });
}

async function rejectFromDetail(page: Page): Promise<Locator> {
  await page.getByTestId('bar-row').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  return dialog.locator('form');
}

/**
 * A dialog's name with a tab in it: the contract's names refuse control characters (an empty one only disables the
 * button).
 */
const tabInName = (submit: string) => async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Tab\tName');
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByText(/control characters/)).toBeVisible();
};

/** The Confirm rule of a status move (decision 017): a reason of spaces is no reason. */
async function spacesForReason(page: Page) {
  const reason = page.getByLabel('Reason (required, sent to the owner)');
  await reason.fill('   ');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
}

/** Decision 066's forms, each with a value its contract schema refuses. */
const FORMS: Form[] = [
  {
    name: 'team-rename',
    who: 'admin',
    path: '/teams',
    open: async (page) => {
      await page.getByTestId('team-row').first().getByRole('button').last().click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      return page.getByRole('dialog', { name: /^Rename / });
    },
    refusals: [tabInName('Rename')],
  },
  {
    name: 'competition',
    who: 'admin',
    path: '/competitions',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      return page.getByRole('dialog', { name: /^Edit / });
    },
    refusals: [tabInName('Save')],
  },
  {
    name: 'qr-code',
    who: 'owner',
    path: '/scan-qr-code',
    open: async (page) => page.getByLabel('QR code text'),
    refusals: [
      async (page) => {
        await page.getByLabel('QR code text').fill('abc123');
        await page.getByRole('button', { name: 'Verify code' }).click();
        await expect(page.getByText(/not a prize QR code/)).toBeAttached();
      },
    ],
  },
  {
    name: 'prediction',
    who: PLAYER,
    path: '/play',
    open: async (page) => {
      await page.getByRole('link', { name: /Premier League Predictor/ }).click();
      return page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Save' }) })
        .first();
    },
    refusals: [
      async (page) => {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: 'Save' }) })
          .first();
        await card.getByRole('textbox', { name: /^Home, / }).fill('99');
        await card.getByRole('textbox', { name: /^Away, / }).fill('1');
        await card.getByRole('button', { name: 'Save' }).click();
        await expect(card.getByRole('alert')).toBeVisible();
      },
    ],
  },
  {
    name: 'prize',
    who: 'staff',
    path: '/official-championships',
    open: (page) => editorSection(page, 'Prizes'),
    refusals: [
      async (page) => {
        await page.getByRole('button', { name: 'Save Prize' }).click();
        await toastSays(page, 'Prize Name should not be empty');
      },
      async (page) => {
        await page.getByLabel('Prize Name').fill('Signed ball');
        await page.getByRole('button', { name: 'Save Prize' }).click();
        await toastSays(page, 'Prize Photo should not be empty');
      },
    ],
  },
  {
    name: 'question',
    who: 'staff',
    path: '/official-championships',
    open: (page) => editorSection(page, 'Questions'),
    refusals: [
      async (page) => {
        await page.getByRole('button', { name: 'Save Question' }).click();
        await toastSays(page, 'Questions title should not be empty');
      },
      async (page) => {
        await page.getByLabel('Question (EN)').fill('Who scores first?');
        await page.getByLabel('Answer 1 (EN)').fill('Home');
        await page.getByRole('button', { name: 'Save Question' }).click();
        await toastSays(page, 'Answers should not be empty');
      },
    ],
  },
  { name: 'bar-status-dialog', who: 'admin', path: '/bars', open: rejectFromToolbar, refusals: [spacesForReason] },
  { name: 'bar-status-detail', who: 'admin', path: '/bars', open: rejectFromDetail, refusals: [spacesForReason] },
  {
    name: 'match-label',
    who: 'admin',
    path: '/matches',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add label' }).click();
      return page.getByRole('form', { name: 'Create label' });
    },
    refusals: [
      async (page) => {
        await page.getByRole('form', { name: 'Create label' }).getByRole('button', { name: 'Done' }).click();
        await expect(page.getByText('This field is required!')).toBeVisible();
      },
    ],
  },
];

/** Where the focus is after a refusal, noted beside the shots in focus/ (a screenshot shows it only as a ring). */
async function noteFocus(page: Page, shot: string) {
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return 'nothing';
    return el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
  });
  writeFileSync(`${DIR}/focus/${shot}.txt`, `${focused}\n`);
}

/** Decision 066's react-hook-form forms: empty, then showing a refusal; light at both widths, dark at 390 px. */
for (const form of FORMS) {
  for (const [size, viewport] of SIZES) {
    for (const theme of size === 'narrow' ? ['light', 'dark'] : ['light']) {
      test(`${form.name}, ${theme} (${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openSignedIn(page, form.who, '/api/health');
        await page.evaluate(
          (t) =>
            window.localStorage.setItem(
              'preferences',
              JSON.stringify({ language: 'en', theme: t, layout: 'full-width' }),
            ),
          theme,
        );
        await page.goto(form.path);
        await page.waitForLoadState('networkidle');
        const shown = await form.open(page);
        await expect(shown).toBeVisible();
        await shown.scrollIntoViewIfNeeded();
        const name = `${form.name}-${theme}-${size}`;
        await page.screenshot({ path: `${DIR}/${name}-empty.png` });
        for (const [step, refuse] of form.refusals.entries()) {
          await refuse(page);
          const shot = `${name}-invalid${step === 0 ? '' : `-${step + 1}`}`;
          await noteFocus(page, shot);
          await page.screenshot({ path: `${DIR}/${shot}.png` });
        }
      });
    }
  }
}
