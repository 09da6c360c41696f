// The journeys of issue 28 (test/e2e/engines/suite.ts) on Chromium.
import { chromiumEngine } from "./engines/chromium";
import { describeJourneys } from "./engines/suite";

describeJourneys(chromiumEngine);
