/**
 * Setup of the React component tests (vitest.config.mts): Testing Library's findBy* queries and waitFor give up
 * after 1 s by default, which a loaded 2-core machine exceeded (the wallet modal and list manager tests failed
 * that way while the end-to-end suite ran beside them). They still resolve as soon as what they wait for is there.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 30_000 });
