import { peopleMessages } from '@kazi/shared/messages/people';
import { COOKIE_CATEGORY_NAMES, type CookieCategory } from '@kazi/shared/privacy/cookies';
import { Anchor, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import {
  closeConsentBanner,
  consentAnswered,
  onConsentChange,
  removeStaticBanner,
  saveConsent,
} from '../lib/consent.ts';
import { keepSpaceFor, releaseReservedSpace } from '../lib/reserved-space.ts';
import { CookieChoices } from './CookieChoices.tsx';
import classes from './CookieConsentBanner.module.css';

/** Reserves the banner's space before the paint: the page never shows a frame without it (no layout shift). */
function useReservedSpace(target: RefObject<HTMLElement | null> | null) {
  useLayoutEffect(() => {
    const element = target?.current;
    if (!element) return;
    const stopWatching = keepSpaceFor(element);
    return () => {
      stopWatching();
      releaseReservedSpace();
    };
  }, [target]);
}

/**
 * The cookie banner: on the first visit to any page, signed in or not, until the
 * visitor chooses or closes it; the choice lasts 365 days. Essential cookies are always on.
 */
export function CookieConsentBanner() {
  const answered = useSyncExternalStore(onConsentChange, consentAnswered, () => true);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<CookieCategory[]>(['essential']);
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(answered ? null : banner);
  // In the commit that shows this banner: the static one of consent.html, same size and place, goes.
  useLayoutEffect(removeStaticBanner, []);
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
              {peopleMessages.privacy.bannerTitle}
            </Title>
            <Text size="sm">
              {peopleMessages.privacy.bannerText}{' '}
              <Anchor component={Link} to={paths.privacyPolicy} size="sm">
                Privacy Policy
              </Anchor>
            </Text>
          </Stack>
          <Group gap="xs" justify="flex-end" className={classes.actions}>
            <Button variant="subtle" size="sm" onClick={() => setChoosing(true)}>
              {peopleMessages.privacy.customise}
            </Button>
            <Button variant="default" size="sm" onClick={() => saveConsent(['essential'])}>
              {peopleMessages.privacy.essentialOnly}
            </Button>
            <Button size="sm" onClick={() => saveConsent(COOKIE_CATEGORY_NAMES)}>
              {peopleMessages.privacy.acceptAll}
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
