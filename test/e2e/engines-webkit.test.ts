// The journeys of issue 28 (test/e2e/engines/suite.ts) on WebKitGTK.
import { webkitEngine } from "./engines/webkit";
import { describeJourneys } from "./engines/suite";

describeJourneys(webkitEngine);
