import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';
import product from '../../schemas/product.json';
import { fillTemplate } from '../../widgets/copy';
import { setAnalyticsUser } from '../shared/analytics/analytics';
import { useKnownIdentity } from '../shared/session/useIdentity';
import { basePath, outsideHref } from '../shared/routes/outsideNavigation';
import { currentAnnouncement, subscribeAnnouncement } from '../shared/ui/announcer';
import { isRouteLoading, subscribeRouteLoading } from '../shared/routes/routeLoading';

// The QA toolkit (docs/qa-toolkit.md) only in a build that has it: an applicant's build loads nothing of it.
// The flag of src/shared/devToolkit/devToolkitEnabled.ts written out here, so the build drops the import when it is off.
const QaToolkitMount =
  import.meta.env.VITE_DEV_TOOLKIT === 'true' ||
  (import.meta.env.VITE_DEV_TOOLKIT !== 'false' && import.meta.env.DEV)
    ? lazy(() => import('../staff/qaToolkit/QaToolkitMount'))
    : null;

/** The header's and footer's content column, aligned with the page card. */
const bandContent = { maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, display: 'flex' } as const;

function LoadingBar({ loading }: { loading: boolean }) {
  return (
    <Box position="fixed" top="0" left="0" right="0" h="1" zIndex="banner" aria-hidden>
      {loading ? <Box h="full" w="60%" bg="brand.500" transition="width 0.3s" /> : null}
    </Box>
  );
}

/**
 * Sign out, once someone is signed in. Reads the identity the session guard already fetched
 * (useKnownIdentity fetches nothing on mount). The server's sign-out page asks to confirm with a
 * form only this session can post (docs/decisions/0032-sign-out-from-the-app-asks-first.md).
 */
function SignOutLink() {
  const { data: identity } = useKnownIdentity();
  const userUuid = (identity?.loggedIn ? identity.currentUserUuid : null) ?? null;
  // Events name the signed-in user by id (supporting-areas spec §3: userUuid, currentUserUuid).
  useEffect(() => {
    if (identity) setAnalyticsUser(userUuid);
  }, [identity, userUuid]);
  if (!identity?.loggedIn) return null;
  return (
    <chakra.a
      href={outsideHref.logout(`${basePath}/get-relief`)}
      ms="auto"
      minH="11"
      display="inline-flex"
      alignItems="center"
      px="2"
      color="brand.700"
      fontWeight="semibold"
      textDecoration="underline"
    >
      {copy.common.signOut}
    </chakra.a>
  );
}

/** Header, main landmark (aria-busy while a route loads), footer; mobile first, 768/1024 breakpoints. */
export function AppShell({ children }: { children: ReactNode }) {
  const loading = useSyncExternalStore(subscribeRouteLoading, isRouteLoading, () => false);
  const announcement = useSyncExternalStore(subscribeAnnouncement, currentAnnouncement, () => '');
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <chakra.a
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'white', p: '3', borderRadius: 'md' }}
      >
        {copy.common.skipToContent}
      </chakra.a>
      <LoadingBar loading={loading} />
      <chakra.div role="status" aria-live="polite" srOnly>
        {announcement}
      </chakra.div>
      <chakra.header bg="white" borderBottomWidth="1px" borderColor="gray.200">
        <Box {...bandContent} py="2" minH="16" alignItems="center" gap="3">
          <Text fontWeight="bold" fontSize="xl" color="brand.700">
            {copy.product.name}
          </Text>
          <Text fontSize="sm" color="gray.600" display={{ base: 'none', md: 'block' }}>
            {copy.shell.productTagline}
          </Text>
          <SignOutLink />
        </Box>
      </chakra.header>
      {/* On a phone the page's card is the whole width: main is white too, so a short page meets the footer without a grey band. */}
      <chakra.main
        id="main"
        flex="1"
        w="full"
        maxW="3xl"
        mx="auto"
        bg={{ base: 'white', md: 'transparent' }}
        px={{ base: '0', md: '6' }}
        py={{ base: '0', md: '10' }}
        aria-busy={loading || undefined}
      >
        {children}
      </chakra.main>
      <chakra.footer borderTopWidth="1px" borderColor="gray.200" bg="white">
        <Box {...bandContent} py="5" fontSize="sm" color="gray.700" flexWrap="wrap" gap="4">
          <Text>{fillTemplate(copy.shell.footerSupport, { email: product.supportEmail })}</Text>
          <chakra.a href={outsideHref.legalDocs()} color="brand.700" textDecoration="underline">
            {copy.shell.footerLegal}
          </chakra.a>
          <chakra.a href={outsideHref.termsOfUse()} color="brand.700" textDecoration="underline">
            {copy.legalDocuments.titles.TERMS_OF_USE}
          </chakra.a>
          <chakra.a href={outsideHref.privacyPolicy()} color="brand.700" textDecoration="underline">
            {copy.legalDocuments.titles.PRIVACY_POLICY}
          </chakra.a>
        </Box>
      </chakra.footer>
      {QaToolkitMount ? (
        <Suspense fallback={null}>
          <QaToolkitMount />
        </Suspense>
      ) : null}
    </Box>
  );
}
