// Every property test runs with the same fixed seed unless SWEEP_PROPERTY_SEED says otherwise (see
// property.ts), so CI never fails on a case a local run cannot reproduce. fast-check prints the seed
// of a failing run; tests that print their seed up front use `announce`.
import fc from 'fast-check';
import { propertySeed } from './property.js';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: propertySeed });
