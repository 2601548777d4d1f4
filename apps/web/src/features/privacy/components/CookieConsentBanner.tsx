import { MESSAGES } from '@kazi/shared/messages';
import { COOKIE_CATEGORY_NAMES, type CookieCategory } from '@kazi/shared/privacy/cookies';
import { Anchor, Button, CloseButton, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { closeConsentBanner, consentAnswered, onConsentChange, saveConsent } from '../lib/consent.ts';
import { CookieCategoryList } from './CookieCategoryList.tsx';
import classes from './CookieConsentBanner.module.css';

/**
 * Keeps the page clear of the banner: `--kazi-consent-offset` (its height plus its margin) pads the
 * end of the page, and full-height pages subtract it, so the banner never covers a page's action.
 */
function useReservedSpace(target: RefObject<HTMLElement | null> | null) {
  useEffect(() => {
    const element = target?.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const gap = window.innerHeight - element.getBoundingClientRect().bottom;
      root.style.setProperty('--kazi-consent-offset', `${Math.ceil(element.offsetHeight + 2 * gap)}px`);
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('--kazi-consent-offset');
    };
  }, [target]);
}

/**
 * The cookie banner (spec 002 §3, §4): on the first visit to any page, signed in or not, until the
 * visitor chooses or closes it; the choice lasts 365 days. Essential cookies are always on.
 */
export function CookieConsentBanner() {
  const answered = useSyncExternalStore(onConsentChange, consentAnswered, () => true);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<CookieCategory[]>(['essential']);
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(answered ? null : banner);
  if (answered) return null;
  return (
    <>
      <Paper
        ref={banner}
        component="section"
        aria-labelledby="cookie-banner-title"
        className={classes.banner}
        shadow="lg"
        withBorder
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz="md" id="cookie-banner-title">
              {MESSAGES.privacy.bannerTitle}
            </Title>
            <CloseButton
              aria-label="Close the cookie banner (essential cookies only)"
              onClick={closeConsentBanner}
            />
          </Group>
          <Text size="sm">
            {MESSAGES.privacy.bannerText}{' '}
            <Anchor component={Link} to={paths.privacyPolicy} size="sm">
              Privacy Policy
            </Anchor>
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button variant="subtle" size="sm" onClick={() => setChoosing(true)}>
              {MESSAGES.privacy.customise}
            </Button>
            <Button variant="default" size="sm" onClick={() => saveConsent(['essential'])}>
              {MESSAGES.privacy.essentialOnly}
            </Button>
            <Button size="sm" onClick={() => saveConsent(COOKIE_CATEGORY_NAMES)}>
              {MESSAGES.privacy.acceptAll}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={MESSAGES.privacy.cookiesTitle}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="lg">
          <CookieCategoryList chosen={chosen} onChange={setChosen} />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                saveConsent(chosen);
                setChoosing(false);
              }}
            >
              {MESSAGES.privacy.savePreferences}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
