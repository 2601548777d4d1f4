// Mantine's core styles per component (as Mantine documents for a smaller bundle) instead of
// `@mantine/core/styles.css`, in its CSS layer (`@layer mantine`): the app's own CSS, unlayered,
// wins whatever the order the files arrive in. Here, in index.html's stylesheet, only what paints
// before the pages' code: the globals, the boot screen's and the cookie banner's components;
// the rest comes with mantine-styles-lazy.ts, which the root layout waits for. Both lists keep
// styles.css's own order (a component's dependencies first). scripts/first-load.test.ts fails
// when a built chunk uses a Mantine class whose file is in neither list.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
