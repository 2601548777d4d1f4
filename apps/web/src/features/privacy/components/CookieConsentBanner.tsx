import { MESSAGES } from '@kazi/shared/messages';
import { COOKIE_CATEGORY_NAMES, type CookieCategory } from '@kazi/shared/privacy/cookies';
import { Anchor, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { closeConsentBanner, consentAnswered, onConsentChange, saveConsent } from '../lib/consent.ts';
import { CookieChoices } from './CookieChoices.tsx';
import classes from './CookieConsentBanner.module.css';

/**
 * Keeps the page clear of the banner: `--kazi-consent-offset` (its height plus its margin) pads the
 * end of the page; when the banner spans the window (phones) full-height pages also end above it
 * (`--kazi-consent-fold`), so the banner never covers a page's action.
 */
function useReservedSpace(target: RefObject<HTMLElement | null> | null) {
  // Before the paint: the page never shows a frame without the reserved space (no layout shift).
  useLayoutEffect(() => {
    const element = target?.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const gap = window.innerHeight - element.getBoundingClientRect().bottom;
      const offset = `${Math.ceil(element.offsetHeight + 2 * gap)}px`;
      root.style.setProperty('--kazi-consent-offset', offset);
      root.style.setProperty(
        '--kazi-consent-fold',
        element.offsetWidth > window.innerWidth * 0.8 ? offset : '0px',
      );
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('--kazi-consent-offset');
      root.style.removeProperty('--kazi-consent-fold');
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
        <CloseButton
          className={classes.close}
          aria-label="Close the cookie banner (essential cookies only)"
          onClick={closeConsentBanner}
        />
        <div className={classes.layout}>
          <Stack gap={4} className={classes.text}>
            <Title order={2} fz="md" id="cookie-banner-title">
              {MESSAGES.privacy.bannerTitle}
            </Title>
            <Text size="sm">
              {MESSAGES.privacy.bannerText}{' '}
              <Anchor component={Link} to={paths.privacyPolicy} size="sm">
                Privacy Policy
              </Anchor>
            </Text>
          </Stack>
          <Group gap="xs" justify="flex-end" className={classes.actions}>
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
        </div>
      </Paper>
      <CookieChoices
        opened={choosing}
        onClose={() => setChoosing(false)}
        chosen={chosen}
        onChange={setChosen}
        onSave={() => {
          saveConsent(chosen);
          setChoosing(false);
        }}
      />
    </>
  );
}
