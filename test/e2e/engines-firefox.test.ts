// The journeys of issue 28 (test/e2e/engines/suite.ts) on Firefox ESR.
import { firefoxEngine } from "./engines/firefox";
import { describeJourneys } from "./engines/suite";

describeJourneys(firefoxEngine);
