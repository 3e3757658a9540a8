import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../session/session';
import { accountStatus } from '../../shared/account-status';
import { T } from '../../shared/locale';
import { makeUser, renderScreen } from '../../test/render';
import AboutPage from '.';
import { ABOUT_T } from './locale';

afterEach(() => session.clear());

describe('the about page', () => {
  it('tells a signed-in pending account its state, beside the description, features, vision and contact', async () => {
    const user = makeUser({ role: 'teacher', user_type: 'teacher', is_active: false, account_status: 'pending_activation' });
    session.signIn('token', user);
    renderScreen(<AboutPage />, { path: '/about' });
    expect(await screen.findByText(ABOUT_T.accountStatusTitle, { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.getByText('أحمد محمد علي السالم')).toBeTruthy();
    expect(screen.getByText(accountStatus(user).label)).toBeTruthy();
    for (const text of [ABOUT_T.aboutDescription, ABOUT_T.featuresTitle, ABOUT_T.features[0], ABOUT_T.visionText, ABOUT_T.contactText]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: T.navAbout })).toBeTruthy();
  });

  it('shows a visitor no account card', () => {
    renderScreen(<AboutPage />, { path: '/about' });
    expect(screen.queryByText(ABOUT_T.accountStatusTitle)).toBeNull();
    expect(screen.getByText(ABOUT_T.visionTitle)).toBeTruthy();
  });
});

describe('the credits', () => {
  it('thank the Tanzil Project in Arabic, with its address and licence', () => {
    renderScreen(<AboutPage />, { path: '/about' });
    const credit = screen.getByText(ABOUT_T.tanzilCredit, { exact: false });
    expect(credit.textContent).toContain(ABOUT_T.tanzilLicence);
    expect(credit.textContent).not.toMatch(/Quran metadata|Project/);
    expect(screen.getByRole('link', { name: ABOUT_T.tanzilSite }).getAttribute('href')).toBe('https://tanzil.net');
  });

  it('credit the Uthmani text to quran-json and quranenc.com, with its licence and the address of the licence', () => {
    renderScreen(<AboutPage />, { path: '/about' });
    const credit = screen.getByText(ABOUT_T.quranTextCredit, { exact: false });
    expect(credit.textContent).toContain(ABOUT_T.quranTextAuthor);
    expect(credit.textContent).toContain(ABOUT_T.quranTextLicence);
    expect(screen.getByRole('link', { name: ABOUT_T.quranTextSite }).getAttribute('href')).toBe('https://quranenc.com');
    expect(screen.getByRole('link', { name: ABOUT_T.quranTextPackage }).getAttribute('href')).toBe('https://github.com/risan/quran-json');
    expect(screen.getByRole('link', { name: ABOUT_T.quranTextLicenceName }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
  });
});
