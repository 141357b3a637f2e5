import { configure } from '@testing-library/react';

// findBy… and waitFor poll until their condition holds; the limit only decides how long a
// failing wait takes. The default second is shorter than a lazy route's first import when the
// machine is busy (two test projects on two cores), which failed passing tests at random.
configure({ asyncUtilTimeout: 5_000 });
