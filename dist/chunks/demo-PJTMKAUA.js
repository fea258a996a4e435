import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  InfraError,
  applyGate,
  applyPlanCheck,
  bucketOf,
  decide,
  emptyPlan,
  filePipeline,
  gitPipeline,
  gitReader,
  planKey,
  pushToBucket,
  summarisePlan
} from "./chunk-OBSLOIPI.js";
import "./chunk-ZMADMVZ7.js";
import {
  generateTestConfig
} from "./chunk-HPTPAUZ7.js";
import {
  collectResults,
  expandOutputs,
  loadPlanOutputs
} from "./chunk-5DJ4I2JB.js";
import {
  canaryBlocks,
  selectCanary
} from "./chunk-IWWBXKYJ.js";
import {
  CALLER_FILES,
  FILES,
  PLAN_DIR,
  PLAN_FILE,
  PRODUCT,
  SWEEP_WORKFLOW,
  actionRef,
  initFiles
} from "./chunk-AVDU35RT.js";
import "./chunk-BH4LHF4D.js";
import {
  FLAT_BUCKETS,
  PlanSchema,
  bucketsOf,
  jobFor,
  plannedRoutes,
  rowIdOf,
  shardPlan
} from "./chunk-SMEQWLJB.js";
import {
  checkRoutes,
  isAttachedLabel
} from "./chunk-FXH4QCHV.js";
import {
  loadMasterConfigs,
  loadRunners
} from "./chunk-F7PLAOLG.js";
import "./chunk-LMZHSL2G.js";
import "./chunk-TZ5LKVL3.js";
import {
  findLayout,
  findLayoutAtRef,
  revParse
} from "./chunk-KIJCXMGL.js";
import {
  DEFAULTS,
  GUIDANCE_PATHS,
  GUIDANCE_REACTION,
  _enum,
  array,
  bilingual,
  boolean,
  defaultPolicy,
  diag,
  fill,
  formatDiagnostic,
  formatDiagnosticLine,
  guidanceMarker,
  hasErrors,
  int,
  isMessageKey,
  loadRepoConfig,
  number,
  object,
  protectedDiffs,
  protectedMarker,
  reasonText,
  record,
  renderGuidance,
  renderProtected,
  require_dist,
  resolveRepoConfig,
  sortDiagnostics,
  string,
  t,
  toLayout,
  touchesAny,
  uiText,
  union,
  unknown,
  withOverrides
} from "./chunk-7NGZCNUF.js";
import {
  UsageError,
  __commonJS,
  __export,
  __toESM
} from "./chunk-HLRRHCOX.js";

// node_modules/cronstrue/dist/cronstrue.js
var require_cronstrue = __commonJS({
  "node_modules/cronstrue/dist/cronstrue.js"(exports, module) {
    (function webpackUniversalModuleDefinition(root, factory) {
      if (typeof exports === "object" && typeof module === "object")
        module.exports = factory();
      else if (typeof define === "function" && define.amd)
        define("cronstrue", [], factory);
      else if (typeof exports === "object")
        exports["cronstrue"] = factory();
      else
        root["cronstrue"] = factory();
    })(globalThis, () => {
      return (
        /******/
        (() => {
          "use strict";
          var __webpack_modules__ = {
            /***/
            949: (
              /***/
              ((__unused_webpack_module, exports2, __webpack_require__2) => {
                Object.defineProperty(exports2, "__esModule", { value: true });
                exports2.CronParser = void 0;
                var rangeValidator_1 = __webpack_require__2(515);
                var CronParser = (function() {
                  function CronParser2(expression, dayOfWeekStartIndexZero, monthStartIndexZero) {
                    if (dayOfWeekStartIndexZero === void 0) {
                      dayOfWeekStartIndexZero = true;
                    }
                    if (monthStartIndexZero === void 0) {
                      monthStartIndexZero = false;
                    }
                    this.expression = expression;
                    this.dayOfWeekStartIndexZero = dayOfWeekStartIndexZero;
                    this.monthStartIndexZero = monthStartIndexZero;
                  }
                  CronParser2.prototype.parse = function() {
                    var _a;
                    var parsed;
                    var expression = (_a = this.expression) !== null && _a !== void 0 ? _a : "";
                    if (expression === "@reboot") {
                      parsed = ["@reboot", "", "", "", "", "", ""];
                      return parsed;
                    } else if (expression.startsWith("@")) {
                      var special = this.parseSpecial(this.expression);
                      parsed = this.extractParts(special);
                    } else {
                      parsed = this.extractParts(this.expression);
                    }
                    this.normalize(parsed);
                    this.validate(parsed);
                    return parsed;
                  };
                  CronParser2.prototype.parseSpecial = function(expression) {
                    var specialExpressions = {
                      "@yearly": "0 0 1 1 *",
                      "@annually": "0 0 1 1 *",
                      "@monthly": "0 0 1 * *",
                      "@weekly": "0 0 * * 0",
                      "@daily": "0 0 * * *",
                      "@midnight": "0 0 * * *",
                      "@hourly": "0 * * * *",
                      "@reboot": "@reboot"
                    };
                    var special = specialExpressions[expression];
                    if (!special) {
                      throw new Error("Unknown special expression.");
                    }
                    return special;
                  };
                  CronParser2.prototype.extractParts = function(expression) {
                    if (!this.expression) {
                      throw new Error("cron expression is empty");
                    }
                    var parsed = expression.trim().split(/[ ]+/);
                    for (var i = 0; i < parsed.length; i++) {
                      if (parsed[i].includes(",")) {
                        var arrayElement = parsed[i].split(",").map(function(item) {
                          return item.trim();
                        }).filter(function(item) {
                          return item !== "";
                        }).map(function(item) {
                          return !isNaN(Number(item)) ? Number(item) : item;
                        }).filter(function(item) {
                          return item !== null && item !== "";
                        });
                        if (arrayElement.length === 0) {
                          arrayElement.push("*");
                        }
                        arrayElement.sort(function(a, b) {
                          return a !== null && b !== null ? a - b : 0;
                        });
                        parsed[i] = arrayElement.map(function(item) {
                          return item !== null ? item.toString() : "";
                        }).join(",");
                      }
                    }
                    if (parsed.length < 5) {
                      throw new Error("Expression has only ".concat(parsed.length, " part").concat(parsed.length == 1 ? "" : "s", ". At least 5 parts are required."));
                    } else if (parsed.length == 5) {
                      parsed.unshift("");
                      parsed.push("");
                    } else if (parsed.length == 6) {
                      var isYearWithNoSecondsPart = /\d{4}$/.test(parsed[5]) || parsed[4] == "?" || parsed[2] == "?";
                      if (isYearWithNoSecondsPart) {
                        parsed.unshift("");
                      } else {
                        parsed.push("");
                      }
                    } else if (parsed.length > 7) {
                      throw new Error("Expression has ".concat(parsed.length, " parts; too many!"));
                    }
                    return parsed;
                  };
                  CronParser2.prototype.normalize = function(expressionParts) {
                    var _this = this;
                    expressionParts[3] = expressionParts[3].replace("?", "*");
                    expressionParts[5] = expressionParts[5].replace("?", "*");
                    expressionParts[2] = expressionParts[2].replace("?", "*");
                    if (expressionParts[0].indexOf("0/") == 0) {
                      expressionParts[0] = expressionParts[0].replace("0/", "*/");
                    }
                    if (expressionParts[1].indexOf("0/") == 0) {
                      expressionParts[1] = expressionParts[1].replace("0/", "*/");
                    }
                    if (expressionParts[2].indexOf("0/") == 0) {
                      expressionParts[2] = expressionParts[2].replace("0/", "*/");
                    }
                    if (expressionParts[3].indexOf("1/") == 0) {
                      expressionParts[3] = expressionParts[3].replace("1/", "*/");
                    }
                    if (expressionParts[4].indexOf("1/") == 0) {
                      expressionParts[4] = expressionParts[4].replace("1/", "*/");
                    }
                    if (expressionParts[6].indexOf("1/") == 0) {
                      expressionParts[6] = expressionParts[6].replace("1/", "*/");
                    }
                    expressionParts[5] = expressionParts[5].replace(/(^\d)|([^#/\s]\d)/g, function(t2) {
                      var dowDigits = t2.replace(/\D/, "");
                      var dowDigitsAdjusted = dowDigits;
                      if (_this.dayOfWeekStartIndexZero) {
                        if (dowDigits == "7") {
                          dowDigitsAdjusted = "0";
                        }
                      } else {
                        dowDigitsAdjusted = (parseInt(dowDigits) - 1).toString();
                      }
                      return t2.replace(dowDigits, dowDigitsAdjusted);
                    });
                    if (expressionParts[5] == "L") {
                      expressionParts[5] = "6";
                    }
                    if (expressionParts[3] == "?") {
                      expressionParts[3] = "*";
                    }
                    if (expressionParts[3].indexOf("W") > -1 && (expressionParts[3].indexOf(",") > -1 || expressionParts[3].indexOf("-") > -1)) {
                      throw new Error("The 'W' character can be specified only when the day-of-month is a single day, not a range or list of days.");
                    }
                    var days = {
                      SUN: 0,
                      MON: 1,
                      TUE: 2,
                      WED: 3,
                      THU: 4,
                      FRI: 5,
                      SAT: 6
                    };
                    for (var day in days) {
                      expressionParts[5] = expressionParts[5].replace(new RegExp(day, "gi"), days[day].toString());
                    }
                    expressionParts[4] = expressionParts[4].replace(/(^\d{1,2})|([^#/\s]\d{1,2})/g, function(t2) {
                      var dowDigits = t2.replace(/\D/, "");
                      var dowDigitsAdjusted = dowDigits;
                      if (_this.monthStartIndexZero) {
                        dowDigitsAdjusted = (parseInt(dowDigits) + 1).toString();
                      }
                      return t2.replace(dowDigits, dowDigitsAdjusted);
                    });
                    var months = {
                      JAN: 1,
                      FEB: 2,
                      MAR: 3,
                      APR: 4,
                      MAY: 5,
                      JUN: 6,
                      JUL: 7,
                      AUG: 8,
                      SEP: 9,
                      OCT: 10,
                      NOV: 11,
                      DEC: 12
                    };
                    for (var month in months) {
                      expressionParts[4] = expressionParts[4].replace(new RegExp(month, "gi"), months[month].toString());
                    }
                    if (expressionParts[0] == "0") {
                      expressionParts[0] = "";
                    }
                    if (!/\*|\-|\,|\//.test(expressionParts[2]) && (/\*|\//.test(expressionParts[1]) || /\*|\//.test(expressionParts[0]))) {
                      expressionParts[2] += "-".concat(expressionParts[2]);
                    }
                    for (var i = 0; i < expressionParts.length; i++) {
                      if (expressionParts[i].indexOf(",") != -1) {
                        expressionParts[i] = expressionParts[i].split(",").filter(function(str) {
                          return str !== "";
                        }).join(",") || "*";
                      }
                      if (expressionParts[i] == "*/1") {
                        expressionParts[i] = "*";
                      }
                      if (expressionParts[i].indexOf("/") > -1 && !/^\*|\-|\,/.test(expressionParts[i])) {
                        var stepRangeThrough = null;
                        switch (i) {
                          case 4:
                            stepRangeThrough = "12";
                            break;
                          case 5:
                            stepRangeThrough = "6";
                            break;
                          case 6:
                            stepRangeThrough = "9999";
                            break;
                          default:
                            stepRangeThrough = null;
                            break;
                        }
                        if (stepRangeThrough !== null) {
                          var parts = expressionParts[i].split("/");
                          expressionParts[i] = "".concat(parts[0], "-").concat(stepRangeThrough, "/").concat(parts[1]);
                        }
                      }
                    }
                  };
                  CronParser2.prototype.validate = function(parsed) {
                    var standardCronPartCharacters = "0-9,\\-*/";
                    this.validateOnlyExpectedCharactersFound(parsed[0], standardCronPartCharacters);
                    this.validateOnlyExpectedCharactersFound(parsed[1], standardCronPartCharacters);
                    this.validateOnlyExpectedCharactersFound(parsed[2], standardCronPartCharacters);
                    this.validateOnlyExpectedCharactersFound(parsed[3], "0-9,\\-*/LW");
                    this.validateOnlyExpectedCharactersFound(parsed[4], standardCronPartCharacters);
                    this.validateOnlyExpectedCharactersFound(parsed[5], "0-9,\\-*/L#");
                    this.validateOnlyExpectedCharactersFound(parsed[6], standardCronPartCharacters);
                    this.validateAnyRanges(parsed);
                  };
                  CronParser2.prototype.validateAnyRanges = function(parsed) {
                    rangeValidator_1.default.secondRange(parsed[0]);
                    rangeValidator_1.default.minuteRange(parsed[1]);
                    rangeValidator_1.default.hourRange(parsed[2]);
                    rangeValidator_1.default.dayOfMonthRange(parsed[3]);
                    rangeValidator_1.default.monthRange(parsed[4], this.monthStartIndexZero);
                    rangeValidator_1.default.dayOfWeekRange(parsed[5], this.dayOfWeekStartIndexZero);
                  };
                  CronParser2.prototype.validateOnlyExpectedCharactersFound = function(cronPart, allowedCharsExpression) {
                    var invalidChars = cronPart.match(new RegExp("[^".concat(allowedCharsExpression, "]+"), "gi"));
                    if (invalidChars && invalidChars.length) {
                      throw new Error("Expression contains invalid values: '".concat(invalidChars.toString(), "'"));
                    }
                  };
                  return CronParser2;
                })();
                exports2.CronParser = CronParser;
              })
            ),
            /***/
            333: (
              /***/
              ((__unused_webpack_module, exports2, __webpack_require__2) => {
                Object.defineProperty(exports2, "__esModule", { value: true });
                exports2.ExpressionDescriptor = void 0;
                var stringUtilities_1 = __webpack_require__2(823);
                var cronParser_1 = __webpack_require__2(949);
                var ExpressionDescriptor = (function() {
                  function ExpressionDescriptor2(expression, options) {
                    this.expression = expression;
                    this.options = options;
                    this.expressionParts = new Array(5);
                    if (!this.options.locale && ExpressionDescriptor2.defaultLocale) {
                      this.options.locale = ExpressionDescriptor2.defaultLocale;
                    }
                    if (!ExpressionDescriptor2.locales[this.options.locale]) {
                      var fallBackLocale = Object.keys(ExpressionDescriptor2.locales)[0];
                      console.warn("Locale '".concat(this.options.locale, "' could not be found; falling back to '").concat(fallBackLocale, "'."));
                      this.options.locale = fallBackLocale;
                    }
                    this.i18n = ExpressionDescriptor2.locales[this.options.locale];
                    if (options.use24HourTimeFormat === void 0) {
                      options.use24HourTimeFormat = this.i18n.use24HourTimeFormatByDefault();
                    }
                  }
                  ExpressionDescriptor2.toString = function(expression, _a) {
                    var _b = _a === void 0 ? {} : _a, _c = _b.throwExceptionOnParseError, throwExceptionOnParseError = _c === void 0 ? true : _c, _d = _b.verbose, verbose = _d === void 0 ? false : _d, _e = _b.dayOfWeekStartIndexZero, dayOfWeekStartIndexZero = _e === void 0 ? true : _e, _f = _b.monthStartIndexZero, monthStartIndexZero = _f === void 0 ? false : _f, use24HourTimeFormat = _b.use24HourTimeFormat, _g = _b.locale, locale = _g === void 0 ? null : _g;
                    var options = {
                      throwExceptionOnParseError,
                      verbose,
                      dayOfWeekStartIndexZero,
                      monthStartIndexZero,
                      use24HourTimeFormat,
                      locale
                    };
                    if (options.tzOffset) {
                      console.warn("'tzOffset' option has been deprecated and is no longer supported.");
                    }
                    var descripter = new ExpressionDescriptor2(expression, options);
                    return descripter.getFullDescription();
                  };
                  ExpressionDescriptor2.initialize = function(localesLoader, defaultLocale) {
                    if (defaultLocale === void 0) {
                      defaultLocale = "en";
                    }
                    ExpressionDescriptor2.specialCharacters = ["/", "-", ",", "*"];
                    ExpressionDescriptor2.defaultLocale = defaultLocale;
                    localesLoader.load(ExpressionDescriptor2.locales);
                  };
                  ExpressionDescriptor2.prototype.getFullDescription = function() {
                    var _a, _b;
                    var description = "";
                    try {
                      var parser = new cronParser_1.CronParser(this.expression, this.options.dayOfWeekStartIndexZero, this.options.monthStartIndexZero);
                      this.expressionParts = parser.parse();
                      if (this.expressionParts[0] === "@reboot") {
                        return ((_b = (_a = this.i18n).atReboot) === null || _b === void 0 ? void 0 : _b.call(_a)) || "Run once, at startup";
                      }
                      var timeSegment = this.getTimeOfDayDescription();
                      var dayOfMonthDesc = this.getDayOfMonthDescription();
                      var monthDesc = this.getMonthDescription();
                      var dayOfWeekDesc = this.getDayOfWeekDescription();
                      var yearDesc = this.getYearDescription();
                      description += timeSegment + dayOfMonthDesc + dayOfWeekDesc + monthDesc + yearDesc;
                      description = this.transformVerbosity(description, !!this.options.verbose);
                      description = description.charAt(0).toLocaleUpperCase() + description.substr(1);
                    } catch (ex) {
                      if (!this.options.throwExceptionOnParseError) {
                        description = this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();
                      } else {
                        throw "".concat(ex);
                      }
                    }
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getTimeOfDayDescription = function() {
                    var secondsExpression = this.expressionParts[0];
                    var minuteExpression = this.expressionParts[1];
                    var hourExpression = this.expressionParts[2];
                    var description = "";
                    if (!stringUtilities_1.StringUtilities.containsAny(minuteExpression, ExpressionDescriptor2.specialCharacters) && !stringUtilities_1.StringUtilities.containsAny(hourExpression, ExpressionDescriptor2.specialCharacters) && !stringUtilities_1.StringUtilities.containsAny(secondsExpression, ExpressionDescriptor2.specialCharacters)) {
                      description += this.i18n.atSpace() + this.formatTime(hourExpression, minuteExpression, secondsExpression);
                    } else if (!secondsExpression && minuteExpression.indexOf("-") > -1 && !(minuteExpression.indexOf(",") > -1) && !(minuteExpression.indexOf("/") > -1) && !stringUtilities_1.StringUtilities.containsAny(hourExpression, ExpressionDescriptor2.specialCharacters)) {
                      var minuteParts = minuteExpression.split("-");
                      description += stringUtilities_1.StringUtilities.format(this.i18n.everyMinuteBetweenX0AndX1(), this.formatTime(hourExpression, minuteParts[0], ""), this.formatTime(hourExpression, minuteParts[1], ""));
                    } else if (!secondsExpression && hourExpression.indexOf(",") > -1 && hourExpression.indexOf("-") == -1 && hourExpression.indexOf("/") == -1 && !stringUtilities_1.StringUtilities.containsAny(minuteExpression, ExpressionDescriptor2.specialCharacters)) {
                      var hourParts = hourExpression.split(",");
                      description += this.i18n.at();
                      for (var i = 0; i < hourParts.length; i++) {
                        description += " ";
                        description += this.formatTime(hourParts[i], minuteExpression, "");
                        if (i < hourParts.length - 2) {
                          description += ",";
                        }
                        if (i == hourParts.length - 2) {
                          description += this.i18n.spaceAnd();
                        }
                      }
                    } else {
                      var secondsDescription = this.getSecondsDescription();
                      var minutesDescription = this.getMinutesDescription();
                      var hoursDescription = this.getHoursDescription();
                      description += secondsDescription;
                      if (description && minutesDescription) {
                        description += ", ";
                      }
                      description += minutesDescription;
                      if (minutesDescription === hoursDescription) {
                        return description;
                      }
                      if (description && hoursDescription) {
                        description += ", ";
                      }
                      description += hoursDescription;
                    }
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getSecondsDescription = function() {
                    var _this = this;
                    var description = this.getSegmentDescription(this.expressionParts[0], this.i18n.everySecond(), function(s) {
                      return s;
                    }, function(s) {
                      return stringUtilities_1.StringUtilities.format(_this.i18n.everyX0Seconds(s), s);
                    }, function(s) {
                      return _this.i18n.secondsX0ThroughX1PastTheMinute();
                    }, function(s) {
                      return s == "0" ? "" : parseInt(s) < 20 ? _this.i18n.atX0SecondsPastTheMinute(s) : _this.i18n.atX0SecondsPastTheMinuteGt20() || _this.i18n.atX0SecondsPastTheMinute(s);
                    });
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getMinutesDescription = function() {
                    var _this = this;
                    var secondsExpression = this.expressionParts[0];
                    var hourExpression = this.expressionParts[2];
                    var description = this.getSegmentDescription(this.expressionParts[1], this.i18n.everyMinute(), function(s) {
                      return s;
                    }, function(s) {
                      return stringUtilities_1.StringUtilities.format(_this.i18n.everyX0Minutes(s), s);
                    }, function(s) {
                      return _this.i18n.minutesX0ThroughX1PastTheHour();
                    }, function(s) {
                      try {
                        return s == "0" && hourExpression.indexOf("/") == -1 && secondsExpression == "" ? _this.i18n.everyHour() : parseInt(s) < 20 ? _this.i18n.atX0MinutesPastTheHour(s) : _this.i18n.atX0MinutesPastTheHourGt20() || _this.i18n.atX0MinutesPastTheHour(s);
                      } catch (e) {
                        return _this.i18n.atX0MinutesPastTheHour(s);
                      }
                    });
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getHoursDescription = function() {
                    var _this = this;
                    var expression = this.expressionParts[2];
                    var hourIndex = 0;
                    var rangeEndValues = [];
                    expression.split("/")[0].split(",").forEach(function(range) {
                      var rangeParts = range.split("-");
                      if (rangeParts.length === 2) {
                        rangeEndValues.push({ value: rangeParts[1], index: hourIndex + 1 });
                      }
                      hourIndex += rangeParts.length;
                    });
                    var evaluationIndex = 0;
                    var description = this.getSegmentDescription(expression, this.i18n.everyHour(), function(s) {
                      var match = rangeEndValues.find(function(r) {
                        return r.value === s && r.index === evaluationIndex;
                      });
                      var isRangeEndWithNonZeroMinute = match && _this.expressionParts[1] !== "0";
                      evaluationIndex++;
                      return isRangeEndWithNonZeroMinute ? _this.formatTime(s, "59", "") : _this.formatTime(s, "0", "");
                    }, function(s) {
                      return stringUtilities_1.StringUtilities.format(_this.i18n.everyX0Hours(s), s);
                    }, function(s) {
                      return _this.i18n.betweenX0AndX1();
                    }, function(s) {
                      return _this.i18n.atX0();
                    });
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getDayOfWeekDescription = function() {
                    var _this = this;
                    var daysOfWeekNames = this.i18n.daysOfTheWeek();
                    var description = null;
                    if (this.expressionParts[5] == "*") {
                      description = "";
                    } else {
                      description = this.getSegmentDescription(this.expressionParts[5], this.i18n.commaEveryDay(), function(s, form) {
                        var exp = s;
                        if (s.indexOf("#") > -1) {
                          exp = s.substring(0, s.indexOf("#"));
                        } else if (s.indexOf("L") > -1) {
                          exp = exp.replace("L", "");
                        }
                        var parsedExp = parseInt(exp);
                        var description2 = _this.i18n.daysOfTheWeekInCase ? _this.i18n.daysOfTheWeekInCase(form)[parsedExp] : daysOfWeekNames[parsedExp];
                        if (s.indexOf("#") > -1) {
                          var dayOfWeekOfMonthDescription = null;
                          var dayOfWeekOfMonthNumber = s.substring(s.indexOf("#") + 1);
                          var dayOfWeekNumber = s.substring(0, s.indexOf("#"));
                          switch (dayOfWeekOfMonthNumber) {
                            case "1":
                              dayOfWeekOfMonthDescription = _this.i18n.first(dayOfWeekNumber);
                              break;
                            case "2":
                              dayOfWeekOfMonthDescription = _this.i18n.second(dayOfWeekNumber);
                              break;
                            case "3":
                              dayOfWeekOfMonthDescription = _this.i18n.third(dayOfWeekNumber);
                              break;
                            case "4":
                              dayOfWeekOfMonthDescription = _this.i18n.fourth(dayOfWeekNumber);
                              break;
                            case "5":
                              dayOfWeekOfMonthDescription = _this.i18n.fifth(dayOfWeekNumber);
                              break;
                          }
                          description2 = dayOfWeekOfMonthDescription + " " + description2;
                        }
                        return description2;
                      }, function(s) {
                        if (parseInt(s) == 1) {
                          return "";
                        } else {
                          return stringUtilities_1.StringUtilities.format(_this.i18n.commaEveryX0DaysOfTheWeek(s), s);
                        }
                      }, function(s) {
                        var beginFrom = s.substring(0, s.indexOf("-"));
                        var domSpecified = _this.expressionParts[3] != "*";
                        return domSpecified ? _this.i18n.commaAndX0ThroughX1(beginFrom) : _this.i18n.commaX0ThroughX1(beginFrom);
                      }, function(s) {
                        var format2 = null;
                        if (s.indexOf("#") > -1) {
                          var dayOfWeekOfMonthNumber = s.substring(s.indexOf("#") + 1);
                          var dayOfWeek = s.substring(0, s.indexOf("#"));
                          format2 = _this.i18n.commaOnThe(dayOfWeekOfMonthNumber, dayOfWeek).trim() + _this.i18n.spaceX0OfTheMonth();
                        } else if (s.indexOf("L") > -1) {
                          format2 = _this.i18n.commaOnTheLastX0OfTheMonth(s.replace("L", ""));
                        } else {
                          var domSpecified = _this.expressionParts[3] != "*";
                          format2 = domSpecified ? _this.i18n.commaAndOnX0() : _this.i18n.commaOnlyOnX0(s);
                        }
                        return format2;
                      });
                    }
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getMonthDescription = function() {
                    var _this = this;
                    var monthNames = this.i18n.monthsOfTheYear();
                    var description = this.getSegmentDescription(this.expressionParts[4], "", function(s, form) {
                      return form && _this.i18n.monthsOfTheYearInCase ? _this.i18n.monthsOfTheYearInCase(form)[parseInt(s) - 1] : monthNames[parseInt(s) - 1];
                    }, function(s) {
                      if (parseInt(s) == 1) {
                        return "";
                      } else {
                        return stringUtilities_1.StringUtilities.format(_this.i18n.commaEveryX0Months(s), s);
                      }
                    }, function(s) {
                      return _this.i18n.commaMonthX0ThroughMonthX1() || _this.i18n.commaX0ThroughX1();
                    }, function(s) {
                      return _this.i18n.commaOnlyInMonthX0 ? _this.i18n.commaOnlyInMonthX0() : _this.i18n.commaOnlyInX0();
                    });
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getDayOfMonthDescription = function() {
                    var _this = this;
                    var description = null;
                    var expression = this.expressionParts[3];
                    switch (expression) {
                      case "L":
                        description = this.i18n.commaOnTheLastDayOfTheMonth();
                        break;
                      case "WL":
                      case "LW":
                        description = this.i18n.commaOnTheLastWeekdayOfTheMonth();
                        break;
                      default:
                        var weekDayNumberMatches = expression.match(/(\d{1,2}W)|(W\d{1,2})/);
                        if (weekDayNumberMatches) {
                          var dayNumber = parseInt(weekDayNumberMatches[0].replace("W", ""));
                          var dayString = dayNumber == 1 ? this.i18n.firstWeekday() : stringUtilities_1.StringUtilities.format(this.i18n.weekdayNearestDayX0(), dayNumber.toString());
                          description = stringUtilities_1.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(), dayString);
                          break;
                        } else {
                          var lastDayOffSetMatches = expression.match(/L-(\d{1,2})/);
                          if (lastDayOffSetMatches) {
                            var offSetDays = lastDayOffSetMatches[1];
                            description = stringUtilities_1.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(offSetDays), offSetDays);
                            break;
                          } else if (expression == "*" && this.expressionParts[5] != "*") {
                            return "";
                          } else {
                            description = this.getSegmentDescription(expression, this.i18n.commaEveryDay(), function(s) {
                              return s == "L" ? _this.i18n.lastDay() : _this.i18n.dayX0 ? stringUtilities_1.StringUtilities.format(_this.i18n.dayX0(), s) : s;
                            }, function(s) {
                              return s == "1" ? _this.i18n.commaEveryDay() : _this.i18n.commaEveryX0Days(s);
                            }, function(s) {
                              return _this.i18n.commaBetweenDayX0AndX1OfTheMonth(s);
                            }, function(s) {
                              return _this.i18n.commaOnDayX0OfTheMonth(s);
                            });
                          }
                          break;
                        }
                    }
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getYearDescription = function() {
                    var _this = this;
                    var description = this.getSegmentDescription(this.expressionParts[6], "", function(s) {
                      return /^\d+$/.test(s) ? new Date(parseInt(s), 1).getFullYear().toString() : s;
                    }, function(s) {
                      return stringUtilities_1.StringUtilities.format(_this.i18n.commaEveryX0Years(s), s);
                    }, function(s) {
                      return _this.i18n.commaYearX0ThroughYearX1() || _this.i18n.commaX0ThroughX1();
                    }, function(s) {
                      return _this.i18n.commaOnlyInYearX0 ? _this.i18n.commaOnlyInYearX0() : _this.i18n.commaOnlyInX0();
                    });
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getSegmentDescription = function(expression, allDescription, getSingleItemDescription, getIncrementDescriptionFormat, getRangeDescriptionFormat, getDescriptionFormat) {
                    var description = null;
                    var doesExpressionContainIncrement = expression.indexOf("/") > -1;
                    var doesExpressionContainRange = expression.indexOf("-") > -1;
                    var doesExpressionContainMultipleValues = expression.indexOf(",") > -1;
                    if (!expression) {
                      description = "";
                    } else if (expression === "*") {
                      description = allDescription;
                    } else if (!doesExpressionContainIncrement && !doesExpressionContainRange && !doesExpressionContainMultipleValues) {
                      description = stringUtilities_1.StringUtilities.format(getDescriptionFormat(expression), getSingleItemDescription(expression));
                    } else if (doesExpressionContainMultipleValues) {
                      var segments = expression.split(",");
                      var descriptionContent = "";
                      for (var i = 0; i < segments.length; i++) {
                        if (i > 0 && segments.length > 2) {
                          descriptionContent += ",";
                          if (i < segments.length - 1) {
                            descriptionContent += " ";
                          }
                        }
                        if (i > 0 && segments.length > 1 && (i == segments.length - 1 || segments.length == 2)) {
                          descriptionContent += "".concat(this.i18n.spaceAnd(), " ");
                        }
                        if (segments[i].indexOf("/") > -1 || segments[i].indexOf("-") > -1) {
                          var isSegmentRangeWithoutIncrement = segments[i].indexOf("-") > -1 && segments[i].indexOf("/") == -1;
                          var currentDescriptionContent = this.getSegmentDescription(segments[i], allDescription, getSingleItemDescription, getIncrementDescriptionFormat, isSegmentRangeWithoutIncrement ? this.i18n.commaX0ThroughX1 : getRangeDescriptionFormat, getDescriptionFormat);
                          if (isSegmentRangeWithoutIncrement) {
                            currentDescriptionContent = currentDescriptionContent.replace(", ", "");
                          }
                          descriptionContent += currentDescriptionContent;
                        } else if (!doesExpressionContainIncrement) {
                          descriptionContent += getSingleItemDescription(segments[i]);
                        } else {
                          descriptionContent += this.getSegmentDescription(segments[i], allDescription, getSingleItemDescription, getIncrementDescriptionFormat, getRangeDescriptionFormat, getDescriptionFormat);
                        }
                      }
                      if (!doesExpressionContainIncrement) {
                        description = stringUtilities_1.StringUtilities.format(getDescriptionFormat(expression), descriptionContent);
                      } else {
                        description = descriptionContent;
                      }
                    } else if (doesExpressionContainIncrement) {
                      var segments = expression.split("/");
                      description = stringUtilities_1.StringUtilities.format(getIncrementDescriptionFormat(segments[1]), segments[1]);
                      if (segments[0].indexOf("-") > -1) {
                        var rangeSegmentDescription = this.generateRangeSegmentDescription(segments[0], getRangeDescriptionFormat, getSingleItemDescription);
                        if (rangeSegmentDescription.indexOf(", ") != 0) {
                          description += ", ";
                        }
                        description += rangeSegmentDescription;
                      } else if (segments[0].indexOf("*") == -1) {
                        var rangeItemDescription = stringUtilities_1.StringUtilities.format(getDescriptionFormat(segments[0]), getSingleItemDescription(segments[0]));
                        rangeItemDescription = rangeItemDescription.replace(", ", "");
                        description += stringUtilities_1.StringUtilities.format(this.i18n.commaStartingX0(), rangeItemDescription);
                      }
                    } else if (doesExpressionContainRange) {
                      description = this.generateRangeSegmentDescription(expression, getRangeDescriptionFormat, getSingleItemDescription);
                    }
                    return description;
                  };
                  ExpressionDescriptor2.prototype.generateRangeSegmentDescription = function(rangeExpression, getRangeDescriptionFormat, getSingleItemDescription) {
                    var description = "";
                    var rangeSegments = rangeExpression.split("-");
                    var rangeSegment1Description = getSingleItemDescription(rangeSegments[0], 1);
                    var rangeSegment2Description = getSingleItemDescription(rangeSegments[1], 2);
                    var rangeDescriptionFormat = getRangeDescriptionFormat(rangeExpression);
                    description += stringUtilities_1.StringUtilities.format(rangeDescriptionFormat, rangeSegment1Description, rangeSegment2Description);
                    return description;
                  };
                  ExpressionDescriptor2.prototype.formatTime = function(hourExpression, minuteExpression, secondExpression) {
                    var hourOffset = 0;
                    var minuteOffset = 0;
                    var hour2 = parseInt(hourExpression) + hourOffset;
                    var minute = parseInt(minuteExpression) + minuteOffset;
                    if (minute >= 60) {
                      minute -= 60;
                      hour2 += 1;
                    } else if (minute < 0) {
                      minute += 60;
                      hour2 -= 1;
                    }
                    if (hour2 >= 24) {
                      hour2 = hour2 - 24;
                    } else if (hour2 < 0) {
                      hour2 = 24 + hour2;
                    }
                    var period = "";
                    var setPeriodBeforeTime = false;
                    if (!this.options.use24HourTimeFormat) {
                      setPeriodBeforeTime = !!(this.i18n.setPeriodBeforeTime && this.i18n.setPeriodBeforeTime());
                      period = setPeriodBeforeTime ? "".concat(this.getPeriod(hour2), " ") : " ".concat(this.getPeriod(hour2));
                      if (hour2 > 12) {
                        hour2 -= 12;
                      }
                      if (hour2 === 0) {
                        hour2 = 12;
                      }
                    }
                    var second = "";
                    if (secondExpression) {
                      second = ":".concat(("00" + secondExpression).substring(secondExpression.length));
                    }
                    return "".concat(setPeriodBeforeTime ? period : "").concat(("00" + hour2.toString()).substring(hour2.toString().length), ":").concat(("00" + minute.toString()).substring(minute.toString().length)).concat(second).concat(!setPeriodBeforeTime ? period : "");
                  };
                  ExpressionDescriptor2.prototype.transformVerbosity = function(description, useVerboseFormat) {
                    if (!useVerboseFormat) {
                      description = description.replace(new RegExp(", ".concat(this.i18n.everyMinute()), "g"), "");
                      description = description.replace(new RegExp(", ".concat(this.i18n.everyHour()), "g"), "");
                      description = description.replace(new RegExp(this.i18n.commaEveryDay(), "g"), "");
                      description = description.replace(/\, ?$/, "");
                      if (this.i18n.conciseVerbosityReplacements) {
                        for (var _i = 0, _a = Object.entries(this.i18n.conciseVerbosityReplacements()); _i < _a.length; _i++) {
                          var _b = _a[_i], key = _b[0], value = _b[1];
                          description = description.replace(new RegExp(key, "g"), value);
                        }
                      }
                    }
                    return description;
                  };
                  ExpressionDescriptor2.prototype.getPeriod = function(hour2) {
                    return hour2 >= 12 ? this.i18n.pm && this.i18n.pm() || "PM" : this.i18n.am && this.i18n.am() || "AM";
                  };
                  ExpressionDescriptor2.locales = {};
                  return ExpressionDescriptor2;
                })();
                exports2.ExpressionDescriptor = ExpressionDescriptor;
              })
            ),
            /***/
            747: (
              /***/
              ((__unused_webpack_module, exports2, __webpack_require__2) => {
                Object.defineProperty(exports2, "__esModule", { value: true });
                exports2.enLocaleLoader = void 0;
                var en_1 = __webpack_require__2(486);
                var enLocaleLoader = (function() {
                  function enLocaleLoader2() {
                  }
                  enLocaleLoader2.prototype.load = function(availableLocales) {
                    availableLocales["en"] = new en_1.en();
                  };
                  return enLocaleLoader2;
                })();
                exports2.enLocaleLoader = enLocaleLoader;
              })
            ),
            /***/
            486: (
              /***/
              ((__unused_webpack_module, exports2) => {
                Object.defineProperty(exports2, "__esModule", { value: true });
                exports2.en = void 0;
                var en = (function() {
                  function en2() {
                  }
                  en2.prototype.atX0SecondsPastTheMinuteGt20 = function() {
                    return null;
                  };
                  en2.prototype.atX0MinutesPastTheHourGt20 = function() {
                    return null;
                  };
                  en2.prototype.commaMonthX0ThroughMonthX1 = function() {
                    return null;
                  };
                  en2.prototype.commaYearX0ThroughYearX1 = function() {
                    return null;
                  };
                  en2.prototype.use24HourTimeFormatByDefault = function() {
                    return false;
                  };
                  en2.prototype.anErrorOccuredWhenGeneratingTheExpressionD = function() {
                    return "An error occurred when generating the expression description. Check the cron expression syntax.";
                  };
                  en2.prototype.everyMinute = function() {
                    return "every minute";
                  };
                  en2.prototype.everyHour = function() {
                    return "every hour";
                  };
                  en2.prototype.atSpace = function() {
                    return "At ";
                  };
                  en2.prototype.everyMinuteBetweenX0AndX1 = function() {
                    return "Every minute between %s and %s";
                  };
                  en2.prototype.at = function() {
                    return "At";
                  };
                  en2.prototype.spaceAnd = function() {
                    return " and";
                  };
                  en2.prototype.everySecond = function() {
                    return "every second";
                  };
                  en2.prototype.everyX0Seconds = function() {
                    return "every %s seconds";
                  };
                  en2.prototype.secondsX0ThroughX1PastTheMinute = function() {
                    return "seconds %s through %s past the minute";
                  };
                  en2.prototype.atX0SecondsPastTheMinute = function() {
                    return "at %s seconds past the minute";
                  };
                  en2.prototype.everyX0Minutes = function() {
                    return "every %s minutes";
                  };
                  en2.prototype.minutesX0ThroughX1PastTheHour = function() {
                    return "minutes %s through %s past the hour";
                  };
                  en2.prototype.atX0MinutesPastTheHour = function() {
                    return "at %s minutes past the hour";
                  };
                  en2.prototype.everyX0Hours = function() {
                    return "every %s hours";
                  };
                  en2.prototype.betweenX0AndX1 = function() {
                    return "between %s and %s";
                  };
                  en2.prototype.atX0 = function() {
                    return "at %s";
                  };
                  en2.prototype.commaEveryDay = function() {
                    return ", every day";
                  };
                  en2.prototype.commaEveryX0DaysOfTheWeek = function() {
                    return ", every %s days of the week";
                  };
                  en2.prototype.commaX0ThroughX1 = function() {
                    return ", %s through %s";
                  };
                  en2.prototype.commaAndX0ThroughX1 = function() {
                    return ", %s through %s";
                  };
                  en2.prototype.first = function() {
                    return "first";
                  };
                  en2.prototype.second = function() {
                    return "second";
                  };
                  en2.prototype.third = function() {
                    return "third";
                  };
                  en2.prototype.fourth = function() {
                    return "fourth";
                  };
                  en2.prototype.fifth = function() {
                    return "fifth";
                  };
                  en2.prototype.commaOnThe = function() {
                    return ", on the ";
                  };
                  en2.prototype.spaceX0OfTheMonth = function() {
                    return " %s of the month";
                  };
                  en2.prototype.lastDay = function() {
                    return "the last day";
                  };
                  en2.prototype.commaOnTheLastX0OfTheMonth = function() {
                    return ", on the last %s of the month";
                  };
                  en2.prototype.commaOnlyOnX0 = function() {
                    return ", only on %s";
                  };
                  en2.prototype.commaAndOnX0 = function() {
                    return ", and on %s";
                  };
                  en2.prototype.commaEveryX0Months = function() {
                    return ", every %s months";
                  };
                  en2.prototype.commaOnlyInX0 = function() {
                    return ", only in %s";
                  };
                  en2.prototype.commaOnTheLastDayOfTheMonth = function() {
                    return ", on the last day of the month";
                  };
                  en2.prototype.commaOnTheLastWeekdayOfTheMonth = function() {
                    return ", on the last weekday of the month";
                  };
                  en2.prototype.commaDaysBeforeTheLastDayOfTheMonth = function() {
                    return ", %s days before the last day of the month";
                  };
                  en2.prototype.firstWeekday = function() {
                    return "first weekday";
                  };
                  en2.prototype.weekdayNearestDayX0 = function() {
                    return "weekday nearest day %s";
                  };
                  en2.prototype.commaOnTheX0OfTheMonth = function() {
                    return ", on the %s of the month";
                  };
                  en2.prototype.commaEveryX0Days = function() {
                    return ", every %s days";
                  };
                  en2.prototype.commaBetweenDayX0AndX1OfTheMonth = function() {
                    return ", between day %s and %s of the month";
                  };
                  en2.prototype.commaOnDayX0OfTheMonth = function() {
                    return ", on day %s of the month";
                  };
                  en2.prototype.commaEveryHour = function() {
                    return ", every hour";
                  };
                  en2.prototype.commaEveryX0Years = function() {
                    return ", every %s years";
                  };
                  en2.prototype.commaStartingX0 = function() {
                    return ", starting %s";
                  };
                  en2.prototype.daysOfTheWeek = function() {
                    return ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
                  };
                  en2.prototype.monthsOfTheYear = function() {
                    return [
                      "January",
                      "February",
                      "March",
                      "April",
                      "May",
                      "June",
                      "July",
                      "August",
                      "September",
                      "October",
                      "November",
                      "December"
                    ];
                  };
                  en2.prototype.atReboot = function() {
                    return "Run once, at startup";
                  };
                  return en2;
                })();
                exports2.en = en;
              })
            ),
            /***/
            515: (
              /***/
              ((__unused_webpack_module, exports2) => {
                Object.defineProperty(exports2, "__esModule", { value: true });
                function assert(value, message) {
                  if (!value) {
                    throw new Error(message);
                  }
                }
                var RangeValidator = (function() {
                  function RangeValidator2() {
                  }
                  RangeValidator2.secondRange = function(parse5) {
                    var parsed = parse5.split(",");
                    for (var i = 0; i < parsed.length; i++) {
                      if (!isNaN(parseInt(parsed[i], 10))) {
                        var second = parseInt(parsed[i], 10);
                        assert(second >= 0 && second <= 59, "seconds part must be >= 0 and <= 59");
                      }
                    }
                  };
                  RangeValidator2.minuteRange = function(parse5) {
                    var parsed = parse5.split(",");
                    for (var i = 0; i < parsed.length; i++) {
                      if (!isNaN(parseInt(parsed[i], 10))) {
                        var minute = parseInt(parsed[i], 10);
                        assert(minute >= 0 && minute <= 59, "minutes part must be >= 0 and <= 59");
                      }
                    }
                  };
                  RangeValidator2.hourRange = function(parse5) {
                    var parsed = parse5.split(",");
                    for (var i = 0; i < parsed.length; i++) {
                      if (!isNaN(parseInt(parsed[i], 10))) {
                        var hour2 = parseInt(parsed[i], 10);
                        assert(hour2 >= 0 && hour2 <= 23, "hours part must be >= 0 and <= 23");
                      }
                    }
                  };
                  RangeValidator2.dayOfMonthRange = function(parse5) {
                    var parsed = parse5.split(",");
                    for (var i = 0; i < parsed.length; i++) {
                      if (!isNaN(parseInt(parsed[i], 10))) {
                        var dayOfMonth = parseInt(parsed[i], 10);
                        assert(dayOfMonth >= 1 && dayOfMonth <= 31, "DOM part must be >= 1 and <= 31");
                      }
                    }
                  };
                  RangeValidator2.monthRange = function(parse5, monthStartIndexZero) {
                    var parsed = parse5.split(",");
                    for (var i = 0; i < parsed.length; i++) {
                      if (!isNaN(parseInt(parsed[i], 10))) {
                        var month = parseInt(parsed[i], 10);
                        assert(month >= 1 && month <= 12, monthStartIndexZero ? "month part must be >= 0 and <= 11" : "month part must be >= 1 and <= 12");
                      }
                    }
                  };
                  RangeValidator2.dayOfWeekRange = function(parse5, dayOfWeekStartIndexZero) {
                    var parsed = parse5.split(",");
                    for (var i = 0; i < parsed.length; i++) {
                      if (!isNaN(parseInt(parsed[i], 10))) {
                        var dayOfWeek = parseInt(parsed[i], 10);
                        assert(dayOfWeek >= 0 && dayOfWeek <= 6, dayOfWeekStartIndexZero ? "DOW part must be >= 0 and <= 6" : "DOW part must be >= 1 and <= 7");
                      }
                    }
                  };
                  return RangeValidator2;
                })();
                exports2["default"] = RangeValidator;
              })
            ),
            /***/
            823: (
              /***/
              ((__unused_webpack_module, exports2) => {
                Object.defineProperty(exports2, "__esModule", { value: true });
                exports2.StringUtilities = void 0;
                var StringUtilities = (function() {
                  function StringUtilities2() {
                  }
                  StringUtilities2.format = function(template) {
                    var values = [];
                    for (var _i = 1; _i < arguments.length; _i++) {
                      values[_i - 1] = arguments[_i];
                    }
                    return template.replace(/%s/g, function(substring) {
                      var args = [];
                      for (var _i2 = 1; _i2 < arguments.length; _i2++) {
                        args[_i2 - 1] = arguments[_i2];
                      }
                      return values.shift();
                    });
                  };
                  StringUtilities2.containsAny = function(text, searchStrings) {
                    return searchStrings.some(function(c) {
                      return text.indexOf(c) > -1;
                    });
                  };
                  return StringUtilities2;
                })();
                exports2.StringUtilities = StringUtilities;
              })
            )
            /******/
          };
          var __webpack_module_cache__ = {};
          function __webpack_require__(moduleId) {
            var cachedModule = __webpack_module_cache__[moduleId];
            if (cachedModule !== void 0) {
              return cachedModule.exports;
            }
            var module2 = __webpack_module_cache__[moduleId] = {
              /******/
              // no module.id needed
              /******/
              // no module.loaded needed
              /******/
              exports: {}
              /******/
            };
            __webpack_modules__[moduleId](module2, module2.exports, __webpack_require__);
            return module2.exports;
          }
          var __webpack_exports__ = {};
          (() => {
            var exports2 = __webpack_exports__;
            Object.defineProperty(exports2, "__esModule", { value: true });
            exports2.toString = void 0;
            var expressionDescriptor_1 = __webpack_require__(333);
            var enLocaleLoader_1 = __webpack_require__(747);
            expressionDescriptor_1.ExpressionDescriptor.initialize(new enLocaleLoader_1.enLocaleLoader());
            exports2["default"] = expressionDescriptor_1.ExpressionDescriptor;
            var toString = expressionDescriptor_1.ExpressionDescriptor.toString;
            exports2.toString = toString;
          })();
          return __webpack_exports__;
        })()
      );
    });
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      var load = function(received, defaults, onto = {}) {
        var k, ref, v;
        for (k in defaults) {
          v = defaults[k];
          onto[k] = (ref = received[k]) != null ? ref : v;
        }
        return onto;
      };
      var overwrite = function(received, defaults, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      };
      var parser = {
        load,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node;
            this._last = node;
          } else {
            this._first = this._last = node;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node, ref, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, ref.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node;
          node = this.shift();
          while (node != null) {
            cb(node), node = this.shift();
          }
          return void 0;
        }
        debug() {
          var node, ref, ref1, ref2, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events;
      Events = class Events {
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error) {
                e2 = error;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises)).find(function(x) {
              return x != null;
            });
          } catch (error) {
            e = error;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref, results;
            results = [];
            for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events2;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error, message = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error != null ? error : new BottleneckError$1(message));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status;
          status = this._states.jobStatus(this.options.id);
          if (!(status === expected || expected === "DONE" && status === null)) {
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run2, free) {
          var error, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error = error1;
            return this._onFailure(error, eventInfo, clearGlobalState, run2, free);
          }
        }
        doExpire(clearGlobalState, run2, free) {
          var error, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error, eventInfo, clearGlobalState, run2, free);
        }
        async _onFailure(error, eventInfo, clearGlobalState, run2, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run2(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount, incr, maximum, now2, reservoir;
              now2 = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now2 >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now2;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now2 >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now2;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t2 = 0) {
          return new this.Promise(function(resolve6, reject) {
            return setTimeout(resolve6, t2);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          await this.yieldLoop();
          parser$2.overwrite(options, options, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now2) {
          return this._unblockTime >= now2;
        }
        check(weight, now2) {
          return this.conditionsCheck(weight) && this._nextRequest - now2 <= 0;
        }
        async __check__(weight) {
          var now2;
          await this.yieldLoop();
          now2 = Date.now();
          return this.check(weight, now2);
        }
        async __register__(index, weight, expiration) {
          var now2, wait;
          await this.yieldLoop();
          now2 = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now2, 0);
            this._nextRequest = now2 + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now2, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now2 = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now2);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now2));
          if (blocked) {
            this._unblockTime = now2 + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id2) {
          var current, next;
          current = this._jobs[id2];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id2]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id2];
          }
        }
        start(id2) {
          var initial;
          initial = 0;
          this._jobs[id2] = initial;
          return this.counts[initial]++;
        }
        remove(id2) {
          var current;
          current = this._jobs[id2];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id2];
          }
          return current != null;
        }
        jobStatus(id2) {
          var ref;
          return (ref = this.status[this._jobs[id2]]) != null ? ref : null;
        }
        statusJobs(status) {
          var k, pos, ref, results, v;
          if (status != null) {
            pos = this.status.indexOf(status);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref = this._jobs;
            results = [];
            for (k in ref) {
              v = ref[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error, reject, resolve6, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve: resolve6, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve6(returned);
                };
              } catch (error1) {
                error = error1;
                return function() {
                  return reject(error);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve6;
          resolve6 = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve6 = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve: resolve6, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version = "2.19.5";
      var version$1 = {
        version
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version,
        default: version$1
      });
      var require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key = "") {
            var ref;
            return (ref = this.instances[key]) != null ? ref : (() => {
              var limiter;
              limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key);
              return limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            instance = this.instances[key];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)]);
            }
            if (instance != null) {
              delete this.instances[key];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances;
            results = [];
            for (k in ref) {
              v = ref[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time, v;
              time = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error) {
                  e = error;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            parser$3.overwrite(options, this.defaults, this);
            parser$3.overwrite(options, options, this.limiterOptions);
            if (options.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref;
            if (!this.sharedConnection) {
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          constructor(options = {}) {
            this.options = options;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck2, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck2 = (function() {
        class Bottleneck3 {
          constructor(options = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options, invalid);
            parser$5.load(options, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options, invalid) {
            if (!(options != null && typeof options === "object" && invalid.length === 0)) {
              throw new Bottleneck3.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id2) {
            return this._states.jobStatus(id2);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options.weight));
              this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run2;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run2 = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run2, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run2, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options, args } = next = queue.first());
              if (capacity != null && options.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options.id}`, { args, options });
              index = this._randomIndex();
              return this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            options = parser$5.load(options, this.stopDefaults);
            waitForExecuting = (at) => {
              var finished;
              finished = () => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at;
              };
              return new this.Promise((resolve6, reject) => {
                if (finished()) {
                  return resolve6();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve6();
                    }
                  });
                }
              });
            };
            done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref, v;
                ref = this._scheduled;
                for (k in ref) {
                  v = ref[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck3.prototype.BottleneckError(options.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              error = error1;
              this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error });
              job.doDrop({ error });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck3.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck3.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options, ref, ref1, task;
            if (typeof args[0] === "function") {
              ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
              options = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options = parser$5.load(options, this.jobDefaults);
            }
            task = (...args2) => {
              return new this.Promise(function(resolve6, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve6)(args3);
                });
              });
            };
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options = {};
            } else {
              [options, task, ...args] = args;
            }
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule2, wrapped;
            schedule2 = this.schedule.bind(this);
            wrapped = function(...args) {
              return schedule2(fn.bind(this), ...args);
            };
            wrapped.withOptions = function(options, ...args) {
              return schedule2(options, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
            parser$5.overwrite(options, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck3.default = Bottleneck3;
        Bottleneck3.Events = Events$4;
        Bottleneck3.version = Bottleneck3.prototype.version = require$$8.version;
        Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = BottleneckError_1;
        Bottleneck3.Group = Bottleneck3.prototype.Group = Group_1;
        Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require$$2;
        Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require$$3;
        Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = Batcher_1;
        Bottleneck3.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck3.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck3.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck3.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck3.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck3.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck3.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck3;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck2;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// src/cli/demo.ts
import { parseArgs } from "node:util";

// src/sim/clock.ts
var SIM_EPOCH = Date.parse("2026-08-22T12:00:00Z");
var SimClock = class {
  /** Milliseconds since SIM_EPOCH. */
  now = 0;
  items = [];
  seq = 0;
  at(t2, fn) {
    this.items.push({ t: Math.max(t2, this.now), seq: this.seq++, fn });
  }
  after(ms, fn) {
    this.at(this.now + ms, fn);
  }
  iso(t2 = this.now) {
    return new Date(SIM_EPOCH + t2).toISOString();
  }
  /** Runs every queued handler (and those they queue) in time order. */
  async drain(limit = 1e5) {
    for (let n = 0; this.items.length; n++) {
      if (n >= limit) throw new Error(`simulation did not settle after ${limit} events`);
      let best = 0;
      for (let i = 1; i < this.items.length; i++) {
        const a = this.items[i];
        const b = this.items[best];
        if (a.t < b.t || a.t === b.t && a.seq < b.seq) best = i;
      }
      const [item] = this.items.splice(best, 1);
      this.now = Math.max(this.now, item.t);
      await item.fn();
    }
  }
};
var Timeline = class {
  constructor(clock, sink) {
    this.clock = clock;
    this.sink = sink;
  }
  clock;
  sink;
  entries = [];
  add(kind, text, t2 = this.clock.now) {
    const e = { t: t2, kind, text };
    this.entries.push(e);
    this.sink?.(formatEntry(e));
  }
};
function simTime(ms) {
  const s = Math.floor(ms / 1e3);
  const hh = String(Math.floor(s / 3600)).padStart(2, "0");
  const mm = String(Math.floor(s % 3600 / 60)).padStart(2, "0");
  const ss = String(s % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}`;
}
var formatEntry = (e) => `[${simTime(e.t)}] ${e.kind.padEnd(7)} ${e.text}`;

// src/sim/demo-repo.ts
import { spawnSync } from "node:child_process";

// src/sim/consumer.ts
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
function writeInitFiles(dir, root = ".") {
  for (const f of initFiles(root)) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.text);
  }
}

// src/sim/demo-repo.ts
import { cpSync, existsSync, mkdtempSync as mkdtempSync2, readFileSync, rmSync, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, join as join2, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var DEMO_FILES = ["configs", "perf-changelog.yaml"];
function packageRoot(from = fileURLToPath(import.meta.url), cwd = process.cwd()) {
  for (const start of [dirname2(from), cwd]) {
    let dir = start;
    for (let i = 0; i < 6; i++) {
      if (existsSync(join2(dir, "package.json")) && existsSync(join2(dir, "configs")) && existsSync(join2(dir, ".github", "workflows")))
        return dir;
      dir = resolve(dir, "..");
    }
  }
  throw new Error(
    `cannot find the package root (configs/, .github/workflows/) above ${dirname2(from)} or ${cwd}`
  );
}
function createDemoRepo(opts) {
  const dir = mkdtempSync2(join2(tmpdir(), "sweep-demo-"));
  const git = (...args) => {
    const r = spawnSync("git", ["-C", dir, ...args], {
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_AUTHOR_NAME: "Demo Author",
        GIT_AUTHOR_EMAIL: "author@example.com",
        GIT_COMMITTER_NAME: "Demo Author",
        GIT_COMMITTER_EMAIL: "author@example.com",
        GIT_AUTHOR_DATE: "2026-08-22T12:00:00Z",
        GIT_COMMITTER_DATE: "2026-08-22T12:00:00Z"
      }
    });
    if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr || r.error}`);
    return r.stdout.trim();
  };
  try {
    git("init", "-q", "-b", "main");
    const layout = opts.layout ?? ".";
    const at = (f) => layout === "." ? f : join2(layout, f);
    for (const f of DEMO_FILES) cpSync(join2(opts.root, f), join2(dir, at(f)), { recursive: true });
    writeInitFiles(dir, layout);
    git("add", "-A");
    git("commit", "-q", "-m", "base: configs and changelog");
    const baseSha = git("rev-parse", "HEAD");
    const headRef = opts.headRef ?? "demo/sweep";
    git("checkout", "-q", "-b", headRef);
    const file = join2(dir, at("perf-changelog.yaml"));
    const changelog = opts.edit(readFileSync(file, "utf8"));
    writeFileSync2(file, changelog);
    for (const [path, edit] of Object.entries(opts.editFiles ?? {}))
      writeFileSync2(join2(dir, at(path)), edit(readFileSync(join2(dir, at(path)), "utf8")));
    const headMessage = opts.headMessage ?? "perf-changelog: benchmark the disaggregated GB200/GB300 recipes";
    git("commit", "-q", "-am", headMessage);
    const headSha = git("rev-parse", "HEAD");
    const files = git("diff", "--numstat", baseSha, headSha).split("\n").filter(Boolean).map((l) => {
      const [a, d, filename] = l.split("	");
      return { filename, additions: Number(a), deletions: Number(d) };
    });
    git("checkout", "-q", "main");
    const advance = (next, message) => {
      git("checkout", "-q", headRef);
      writeFileSync2(file, next(readFileSync(file, "utf8")));
      git("commit", "-q", "-am", message);
      const sha = git("rev-parse", "HEAD");
      git("checkout", "-q", "main");
      return sha;
    };
    return {
      dir,
      baseSha,
      headSha,
      headRef,
      headMessage,
      changelog,
      advance,
      files,
      cleanup: () => rmSync(dir, { recursive: true, force: true })
    };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

// src/sim/lifecycle.ts
import { readFileSync as readFileSync9 } from "node:fs";
import { join as join10 } from "node:path";
import { createHash } from "node:crypto";

// src/sim/actions.ts
import { existsSync as existsSync4, mkdirSync as mkdirSync4, mkdtempSync as mkdtempSync3, readFileSync as readFileSync8, writeFileSync as writeFileSync5 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { basename, join as join9 } from "node:path";

// node_modules/@actions/expressions/dist/ast.js
var Expr = class {
};
var Literal = class extends Expr {
  constructor(literal, token) {
    super();
    this.literal = literal;
    this.token = token;
  }
  accept(v) {
    return v.visitLiteral(this);
  }
};
var Unary = class extends Expr {
  constructor(operator, expr) {
    super();
    this.operator = operator;
    this.expr = expr;
  }
  accept(v) {
    return v.visitUnary(this);
  }
};
var FunctionCall = class extends Expr {
  constructor(functionName, args) {
    super();
    this.functionName = functionName;
    this.args = args;
  }
  accept(v) {
    return v.visitFunctionCall(this);
  }
};
var Binary = class extends Expr {
  constructor(left, operator, right) {
    super();
    this.left = left;
    this.operator = operator;
    this.right = right;
  }
  accept(v) {
    return v.visitBinary(this);
  }
};
var Logical = class extends Expr {
  constructor(operator, args) {
    super();
    this.operator = operator;
    this.args = args;
  }
  accept(v) {
    return v.visitLogical(this);
  }
};
var Grouping = class extends Expr {
  constructor(group) {
    super();
    this.group = group;
  }
  accept(v) {
    return v.visitGrouping(this);
  }
};
var ContextAccess = class extends Expr {
  constructor(name) {
    super();
    this.name = name;
  }
  accept(v) {
    return v.visitContextAccess(this);
  }
};
var IndexAccess = class extends Expr {
  constructor(expr, index) {
    super();
    this.expr = expr;
    this.index = index;
  }
  accept(v) {
    return v.visitIndexAccess(this);
  }
};
var Star = class extends Expr {
  accept() {
    throw new Error("Method not implemented.");
  }
};

// node_modules/@actions/expressions/dist/data/expressiondata.js
var Kind;
(function(Kind2) {
  Kind2[Kind2["String"] = 0] = "String";
  Kind2[Kind2["Array"] = 1] = "Array";
  Kind2[Kind2["Dictionary"] = 2] = "Dictionary";
  Kind2[Kind2["Boolean"] = 3] = "Boolean";
  Kind2[Kind2["Number"] = 4] = "Number";
  Kind2[Kind2["CaseSensitiveDictionary"] = 5] = "CaseSensitiveDictionary";
  Kind2[Kind2["Null"] = 6] = "Null";
})(Kind || (Kind = {}));
function kindStr(k) {
  switch (k) {
    case Kind.Array:
      return "Array";
    case Kind.Boolean:
      return "Boolean";
    case Kind.Null:
      return "Null";
    case Kind.Number:
      return "Number";
    case Kind.Dictionary:
      return "Object";
    case Kind.String:
      return "String";
  }
  return "unknown";
}

// node_modules/@actions/expressions/dist/data/dictionary.js
var Dictionary = class {
  constructor(...pairs) {
    this.keys = [];
    this.v = [];
    this.indexMap = {};
    this.kind = Kind.Dictionary;
    this.primitive = false;
    for (const p of pairs) {
      this.add(p.key, p.value);
    }
  }
  coerceString() {
    return kindStr(this.kind);
  }
  number() {
    return NaN;
  }
  add(key, value) {
    if (key.toLowerCase() in this.indexMap) {
      return;
    }
    this.keys.push(key);
    this.v.push(value);
    this.indexMap[key.toLowerCase()] = this.v.length - 1;
  }
  get(key) {
    const index = this.indexMap[key.toLowerCase()];
    if (index === void 0) {
      return void 0;
    }
    return this.v[index];
  }
  values() {
    return this.v;
  }
  pairs() {
    const result = [];
    for (const key of this.keys) {
      result.push({ key, value: this.v[this.indexMap[key.toLowerCase()]] });
    }
    return result;
  }
};

// node_modules/@actions/expressions/dist/data/index.js
var data_exports = {};
__export(data_exports, {
  Array: () => Array2,
  BooleanData: () => BooleanData,
  Dictionary: () => Dictionary,
  Kind: () => Kind,
  Null: () => Null,
  NumberData: () => NumberData,
  StringData: () => StringData,
  replacer: () => replacer,
  reviver: () => reviver
});

// node_modules/@actions/expressions/dist/data/array.js
var Array2 = class {
  constructor(...data) {
    this.v = [];
    this.kind = Kind.Array;
    this.primitive = false;
    for (const d of data) {
      this.add(d);
    }
  }
  coerceString() {
    return kindStr(this.kind);
  }
  number() {
    return NaN;
  }
  add(value) {
    this.v.push(value);
  }
  get(index) {
    return this.v[index];
  }
  values() {
    return this.v;
  }
};

// node_modules/@actions/expressions/dist/data/boolean.js
var BooleanData = class {
  constructor(value) {
    this.value = value;
    this.kind = Kind.Boolean;
    this.primitive = true;
  }
  coerceString() {
    if (this.value) {
      return "true";
    }
    return "false";
  }
  number() {
    if (this.value) {
      return 1;
    }
    return 0;
  }
};

// node_modules/@actions/expressions/dist/data/null.js
var Null = class {
  constructor() {
    this.kind = Kind.Null;
    this.primitive = true;
  }
  coerceString() {
    return "";
  }
  number() {
    return 0;
  }
};

// node_modules/@actions/expressions/dist/data/number.js
var NumberData = class {
  constructor(value) {
    this.value = value;
    this.kind = Kind.Number;
    this.primitive = true;
  }
  coerceString() {
    if (this.value === 0) {
      return "0";
    }
    return (+this.value.toFixed(15)).toString();
  }
  number() {
    return this.value;
  }
};

// node_modules/@actions/expressions/dist/data/string.js
var StringData = class {
  constructor(value) {
    this.value = value;
    this.kind = Kind.String;
    this.primitive = true;
  }
  coerceString() {
    return this.value;
  }
  number() {
    return Number(this.value);
  }
};

// node_modules/@actions/expressions/dist/data/replacer.js
function replacer(_key, value) {
  if (value instanceof Null) {
    return null;
  }
  if (value instanceof BooleanData) {
    return value.value;
  }
  if (value instanceof NumberData) {
    return value.number();
  }
  if (value instanceof StringData) {
    return value.coerceString();
  }
  if (value instanceof Array2) {
    return value.values();
  }
  if (value instanceof Dictionary) {
    const pairs = value.pairs();
    const r = {};
    for (const p of pairs) {
      r[p.key] = p.value;
    }
    return r;
  }
  return value;
}

// node_modules/@actions/expressions/dist/data/reviver.js
function reviver(_key, val) {
  if (val === null) {
    return new Null();
  }
  if (typeof val === "string") {
    return new StringData(val);
  }
  if (typeof val === "number") {
    return new NumberData(val);
  }
  if (typeof val === "boolean") {
    return new BooleanData(val);
  }
  if (Array.isArray(val)) {
    return new Array2(...val);
  }
  if (typeof val === "object") {
    return new Dictionary(...Object.keys(val).map((k) => ({
      key: k,
      value: val[k]
    })));
  }
  return val;
}

// node_modules/@actions/expressions/dist/filtered_array.js
var FilteredArray = class extends Array2 {
};

// node_modules/@actions/expressions/dist/lexer.js
var TokenType;
(function(TokenType3) {
  TokenType3[TokenType3["UNKNOWN"] = 0] = "UNKNOWN";
  TokenType3[TokenType3["LEFT_PAREN"] = 1] = "LEFT_PAREN";
  TokenType3[TokenType3["RIGHT_PAREN"] = 2] = "RIGHT_PAREN";
  TokenType3[TokenType3["LEFT_BRACKET"] = 3] = "LEFT_BRACKET";
  TokenType3[TokenType3["RIGHT_BRACKET"] = 4] = "RIGHT_BRACKET";
  TokenType3[TokenType3["COMMA"] = 5] = "COMMA";
  TokenType3[TokenType3["DOT"] = 6] = "DOT";
  TokenType3[TokenType3["BANG"] = 7] = "BANG";
  TokenType3[TokenType3["BANG_EQUAL"] = 8] = "BANG_EQUAL";
  TokenType3[TokenType3["EQUAL_EQUAL"] = 9] = "EQUAL_EQUAL";
  TokenType3[TokenType3["GREATER"] = 10] = "GREATER";
  TokenType3[TokenType3["GREATER_EQUAL"] = 11] = "GREATER_EQUAL";
  TokenType3[TokenType3["LESS"] = 12] = "LESS";
  TokenType3[TokenType3["LESS_EQUAL"] = 13] = "LESS_EQUAL";
  TokenType3[TokenType3["AND"] = 14] = "AND";
  TokenType3[TokenType3["OR"] = 15] = "OR";
  TokenType3[TokenType3["STAR"] = 16] = "STAR";
  TokenType3[TokenType3["NUMBER"] = 17] = "NUMBER";
  TokenType3[TokenType3["STRING"] = 18] = "STRING";
  TokenType3[TokenType3["IDENTIFIER"] = 19] = "IDENTIFIER";
  TokenType3[TokenType3["TRUE"] = 20] = "TRUE";
  TokenType3[TokenType3["FALSE"] = 21] = "FALSE";
  TokenType3[TokenType3["NULL"] = 22] = "NULL";
  TokenType3[TokenType3["EOF"] = 23] = "EOF";
})(TokenType || (TokenType = {}));
function tokenString(tok) {
  switch (tok.type) {
    case TokenType.EOF:
      return "EOF";
    case TokenType.NUMBER:
      return tok.lexeme;
    case TokenType.STRING:
      return tok.value.toString();
    default:
      return tok.lexeme;
  }
}
var Lexer = class {
  constructor(input) {
    this.input = input;
    this.start = 0;
    this.offset = 0;
    this.line = 0;
    this.lastLineOffset = 0;
    this.tokens = [];
  }
  lex() {
    if (this.input.length > MAX_EXPRESSION_LENGTH) {
      throw new Error("ErrorExceededMaxLength");
    }
    while (!this.atEnd()) {
      this.start = this.offset;
      const c = this.next();
      switch (c) {
        case "(":
          this.addToken(TokenType.LEFT_PAREN);
          break;
        case ")":
          this.addToken(TokenType.RIGHT_PAREN);
          break;
        case "[":
          this.addToken(TokenType.LEFT_BRACKET);
          break;
        case "]":
          this.addToken(TokenType.RIGHT_BRACKET);
          break;
        case ",":
          this.addToken(TokenType.COMMA);
          break;
        case ".":
          if (this.previous() != TokenType.IDENTIFIER && this.previous() != TokenType.RIGHT_BRACKET && this.previous() != TokenType.RIGHT_PAREN && this.previous() != TokenType.STAR) {
            this.consumeNumber();
          } else {
            this.addToken(TokenType.DOT);
          }
          break;
        case "-":
        case "+":
          this.consumeNumber();
          break;
        case "!":
          this.addToken(this.match("=") ? TokenType.BANG_EQUAL : TokenType.BANG);
          break;
        case "=":
          if (!this.match("=")) {
            this.consumeIdentifier();
            break;
          }
          this.addToken(TokenType.EQUAL_EQUAL);
          break;
        case "<":
          this.addToken(this.match("=") ? TokenType.LESS_EQUAL : TokenType.LESS);
          break;
        case ">":
          this.addToken(this.match("=") ? TokenType.GREATER_EQUAL : TokenType.GREATER);
          break;
        case "&":
          if (!this.match("&")) {
            this.consumeIdentifier();
            break;
          }
          this.addToken(TokenType.AND);
          break;
        case "|":
          if (!this.match("|")) {
            this.consumeIdentifier();
            break;
          }
          this.addToken(TokenType.OR);
          break;
        case "*":
          this.addToken(TokenType.STAR);
          break;
        // Ignore whitespace.
        case " ":
        case "\r":
        case "	":
          break;
        case "\n":
          ++this.line;
          this.lastLineOffset = this.offset;
          break;
        case "'":
          this.consumeString();
          break;
        default:
          switch (true) {
            case isDigit(c):
              this.consumeNumber();
              break;
            default:
              this.consumeIdentifier();
              break;
          }
      }
    }
    this.tokens.push({
      type: TokenType.EOF,
      lexeme: "",
      range: this.range()
    });
    return {
      tokens: this.tokens
    };
  }
  pos() {
    return {
      line: this.line,
      column: this.start - this.lastLineOffset
    };
  }
  endPos() {
    return {
      line: this.line,
      column: this.offset - this.lastLineOffset
    };
  }
  range() {
    return {
      start: this.pos(),
      end: this.endPos()
    };
  }
  atEnd() {
    return this.offset >= this.input.length;
  }
  peek() {
    if (this.atEnd()) {
      return "\0";
    }
    return this.input[this.offset];
  }
  peekNext() {
    if (this.offset + 1 >= this.input.length) {
      return "\0";
    }
    return this.input[this.offset + 1];
  }
  previous() {
    const l = this.tokens.length;
    if (l == 0) {
      return TokenType.EOF;
    }
    return this.tokens[l - 1].type;
  }
  next() {
    return this.input[this.offset++];
  }
  match(expected) {
    if (this.atEnd()) {
      return false;
    }
    if (this.input[this.offset] !== expected) {
      return false;
    }
    this.offset++;
    return true;
  }
  addToken(type, value) {
    this.tokens.push({
      type,
      lexeme: this.input.substring(this.start, this.offset),
      range: this.range(),
      value
    });
  }
  consumeNumber() {
    while (!this.atEnd() && (!isBoundary(this.peek()) || this.peek() == ".")) {
      this.next();
    }
    const lexeme = this.input.substring(this.start, this.offset);
    const value = new StringData(lexeme).number();
    if (isNaN(value)) {
      throw new Error(`Unexpected symbol: '${lexeme}'. Located at position ${this.start + 1} within expression: ${this.input}`);
    }
    this.addToken(TokenType.NUMBER, value);
  }
  consumeString() {
    while ((this.peek() !== "'" || this.peekNext() === "'") && !this.atEnd()) {
      if (this.peek() === "\n")
        this.line++;
      if (this.peek() === "'" && this.peekNext() === "'") {
        this.next();
      }
      this.next();
    }
    if (this.atEnd()) {
      throw new Error(`Unexpected symbol: '${this.input.substring(this.start)}'. Located at position ${this.start + 1} within expression: ${this.input}`);
    }
    this.next();
    let value = this.input.substring(this.start + 1, this.offset - 1);
    value = value.replace("''", "'");
    this.addToken(TokenType.STRING, value);
  }
  consumeIdentifier() {
    while (!this.atEnd() && !isBoundary(this.peek())) {
      this.next();
    }
    let tokenType = TokenType.IDENTIFIER;
    let tokenValue = void 0;
    const lexeme = this.input.substring(this.start, this.offset);
    if (this.previous() != TokenType.DOT) {
      switch (lexeme) {
        case "true":
          tokenType = TokenType.TRUE;
          break;
        case "false":
          tokenType = TokenType.FALSE;
          break;
        case "null":
          tokenType = TokenType.NULL;
          break;
        case "NaN":
          tokenType = TokenType.NUMBER;
          tokenValue = NaN;
          break;
        case "Infinity":
          tokenType = TokenType.NUMBER;
          tokenValue = Infinity;
          break;
      }
    }
    if (!isLegalIdentifier(lexeme)) {
      throw new Error(`Unexpected symbol: '${lexeme}'. Located at position ${this.start + 1} within expression: ${this.input}`);
    }
    this.addToken(tokenType, tokenValue);
  }
};
function isDigit(c) {
  return c >= "0" && c <= "9";
}
function isBoundary(c) {
  switch (c) {
    case "(":
    case "[":
    case ")":
    case "]":
    case ",":
    case ".":
    case "!":
    case ">":
    case "<":
    case "=":
    case "&":
    case "|":
      return true;
  }
  return /\s/.test(c);
}
function isLegalIdentifier(str) {
  if (str == "") {
    return false;
  }
  const first = str[0];
  if (first >= "a" && first <= "z" || first >= "A" && first <= "Z" || first == "_") {
    for (const c of str.substring(1).split("")) {
      if (c >= "a" && c <= "z" || c >= "A" && c <= "Z" || c >= "0" && c <= "9" || c == "_" || c == "-") {
      } else {
        return false;
      }
    }
    return true;
  }
  return false;
}

// node_modules/@actions/expressions/dist/errors.js
var MAX_PARSER_DEPTH = 50;
var MAX_EXPRESSION_LENGTH = 21e3;
var ErrorType;
(function(ErrorType2) {
  ErrorType2[ErrorType2["ErrorUnexpectedSymbol"] = 0] = "ErrorUnexpectedSymbol";
  ErrorType2[ErrorType2["ErrorUnrecognizedNamedValue"] = 1] = "ErrorUnrecognizedNamedValue";
  ErrorType2[ErrorType2["ErrorUnexpectedEndOfExpression"] = 2] = "ErrorUnexpectedEndOfExpression";
  ErrorType2[ErrorType2["ErrorExceededMaxDepth"] = 3] = "ErrorExceededMaxDepth";
  ErrorType2[ErrorType2["ErrorExceededMaxLength"] = 4] = "ErrorExceededMaxLength";
  ErrorType2[ErrorType2["ErrorTooFewParameters"] = 5] = "ErrorTooFewParameters";
  ErrorType2[ErrorType2["ErrorTooManyParameters"] = 6] = "ErrorTooManyParameters";
  ErrorType2[ErrorType2["ErrorEvenParameters"] = 7] = "ErrorEvenParameters";
  ErrorType2[ErrorType2["ErrorUnrecognizedContext"] = 8] = "ErrorUnrecognizedContext";
  ErrorType2[ErrorType2["ErrorUnrecognizedFunction"] = 9] = "ErrorUnrecognizedFunction";
})(ErrorType || (ErrorType = {}));
var ExpressionError = class extends Error {
  constructor(typ, tok) {
    super(`${errorDescription(typ)}: '${tokenString(tok)}'`);
    this.typ = typ;
    this.tok = tok;
    this.pos = this.tok.range.start;
  }
};
function errorDescription(typ) {
  switch (typ) {
    case ErrorType.ErrorUnexpectedEndOfExpression:
      return "Unexpected end of expression";
    case ErrorType.ErrorUnexpectedSymbol:
      return "Unexpected symbol";
    case ErrorType.ErrorUnrecognizedNamedValue:
      return "Unrecognized named-value";
    case ErrorType.ErrorExceededMaxDepth:
      return `Exceeded max expression depth ${MAX_PARSER_DEPTH}`;
    case ErrorType.ErrorExceededMaxLength:
      return `Exceeded max expression length ${MAX_EXPRESSION_LENGTH}`;
    case ErrorType.ErrorTooFewParameters:
      return "Too few parameters supplied";
    case ErrorType.ErrorTooManyParameters:
      return "Too many parameters supplied";
    case ErrorType.ErrorEvenParameters:
      return "Even number of parameters supplied, requires an odd number of parameters";
    case ErrorType.ErrorUnrecognizedContext:
      return "Unrecognized named-value";
    case ErrorType.ErrorUnrecognizedFunction:
      return "Unrecognized function";
    default:
      return "Unknown error";
  }
}
var ExpressionEvaluationError = class extends Error {
};

// node_modules/@actions/expressions/dist/funcs/case.js
var caseFunc = {
  name: "case",
  description: "`case( pred1, val1, pred2, val2, ..., default )`\n\nEvaluates predicates in order and returns the value corresponding to the first predicate that evaluates to `true`. If no predicate matches, it returns the last argument as the default value.",
  minArgs: 3,
  maxArgs: Number.MAX_SAFE_INTEGER,
  call: (...args) => {
    for (let i = 0; i < args.length - 1; i += 2) {
      const predicate = args[i];
      if (predicate.kind !== Kind.Boolean) {
        throw new Error("case predicate must evaluate to a boolean value");
      }
      if (predicate.value) {
        return args[i + 1];
      }
    }
    return args[args.length - 1];
  }
};

// node_modules/@actions/expressions/dist/result.js
function falsy(d) {
  switch (d.kind) {
    case Kind.Null:
      return true;
    case Kind.Boolean:
      return !d.value;
    case Kind.Number: {
      const dv = d.value;
      return dv === 0 || isNaN(dv);
    }
    case Kind.String:
      return d.value.length === 0;
  }
  return false;
}
function truthy(d) {
  return !falsy(d);
}
function coerceTypes(li, ri) {
  let lv = li;
  let rv = ri;
  if (li.kind === ri.kind) {
    return [lv, rv];
  }
  switch (li.kind) {
    // Number, String
    case Kind.Number:
      if (ri.kind === Kind.String) {
        rv = new NumberData(ri.number());
        return [lv, rv];
      }
      break;
    // String, Number
    case Kind.String:
      if (ri.kind === Kind.Number) {
        lv = new NumberData(li.number());
        return [lv, rv];
      }
      break;
    // Boolean|Null, Any
    case Kind.Null:
    case Kind.Boolean:
      lv = new NumberData(li.number());
      return coerceTypes(lv, rv);
  }
  switch (ri.kind) {
    case Kind.Null:
    case Kind.Boolean:
      rv = new NumberData(ri.number());
      return coerceTypes(lv, rv);
  }
  return [lv, rv];
}
function equals(lhs, rhs) {
  const [lv, rv] = coerceTypes(lhs, rhs);
  if (lv.kind != rv.kind) {
    return false;
  }
  switch (lv.kind) {
    // Null, Null
    case Kind.Null:
      return true;
    // Number, Number
    case Kind.Number: {
      const ld = lv.value;
      const rd = rv.value;
      if (isNaN(ld) || isNaN(rd)) {
        return false;
      }
      return ld == rd;
    }
    // String, String
    case Kind.String: {
      const ls = lv.value;
      const rs = rv.value;
      return toUpperSpecial(ls) === toUpperSpecial(rs);
    }
    // Boolean, Boolean
    case Kind.Boolean: {
      const lb = lv.value;
      const rb = rv.value;
      return lb == rb;
    }
    // Object, Object
    case Kind.Dictionary:
    case Kind.Array:
      return lv === rv;
  }
  return false;
}
function greaterThan(lhs, rhs) {
  const [lv, rv] = coerceTypes(lhs, rhs);
  if (lv.kind != rv.kind) {
    return false;
  }
  switch (lv.kind) {
    // Number, Number
    case Kind.Number: {
      const lf = lv.value;
      const rf = rv.value;
      if (isNaN(lf) || isNaN(rf)) {
        return false;
      }
      return lf > rf;
    }
    // String, String
    case Kind.String: {
      let ls = lv.value;
      let rs = rv.value;
      ls = toUpperSpecial(ls);
      rs = toUpperSpecial(rs);
      return ls > rs;
    }
    // Boolean, Boolean
    case Kind.Boolean: {
      const lb = lv.value;
      const rb = rv.value;
      return lb && !rb;
    }
  }
  return false;
}
function lessThan(lhs, rhs) {
  const [lv, rv] = coerceTypes(lhs, rhs);
  if (lv.kind != rv.kind) {
    return false;
  }
  switch (lv.kind) {
    // Number, Number
    case Kind.Number: {
      const lf = lv.value;
      const rf = rv.value;
      if (isNaN(lf) || isNaN(rf)) {
        return false;
      }
      return lf < rf;
    }
    // String, String
    case Kind.String: {
      let ls = lv.value;
      let rs = rv.value;
      ls = toUpperSpecial(ls);
      rs = toUpperSpecial(rs);
      return ls < rs;
    }
    // Boolean, Boolean
    case Kind.Boolean: {
      const lb = lv.value;
      const rb = rv.value;
      return !lb && rb;
    }
  }
  return false;
}
function toUpperSpecial(s) {
  const sb = [];
  let i = 0;
  const len = s.length;
  let found = s.indexOf("\u0131");
  while (i < len) {
    if (i < found) {
      sb.push(s.substring(i, found).toUpperCase());
      i = found;
    } else if (i == found) {
      sb.push(s.substring(i, i + 1));
      i += 1;
      found = s.indexOf("\u0131", i);
    } else {
      sb.push(s.substring(i).toUpperCase());
      break;
    }
  }
  return sb.join("");
}

// node_modules/@actions/expressions/dist/funcs/contains.js
var contains = {
  name: "contains",
  description: "`contains( search, item )`\n\nReturns `true` if `search` contains `item`. If `search` is an array, this function returns `true` if the `item` is an element in the array. If `search` is a string, this function returns `true` if the `item` is a substring of `search`. This function is not case sensitive. Casts values to a string.",
  minArgs: 2,
  maxArgs: 2,
  call: (...args) => {
    const left = args[0];
    const right = args[1];
    if (left.primitive) {
      const ls = left.coerceString();
      if (right.primitive) {
        const rs = right.coerceString();
        return new BooleanData(ls.toLowerCase().includes(rs.toLowerCase()));
      }
    } else if (left.kind === Kind.Array) {
      const la = left;
      if (la.values().length === 0) {
        return new BooleanData(false);
      }
      for (const v of la.values()) {
        if (equals(right, v)) {
          return new BooleanData(true);
        }
      }
    }
    return new BooleanData(false);
  }
};

// node_modules/@actions/expressions/dist/funcs/endswith.js
var endswith = {
  name: "endsWith",
  description: "`endsWith( searchString, searchValue )`\n\nReturns `true` if `searchString` ends with `searchValue`. This function is not case sensitive. Casts values to a string.",
  minArgs: 2,
  maxArgs: 2,
  call: (...args) => {
    const left = args[0];
    if (!left.primitive) {
      return new BooleanData(false);
    }
    const right = args[1];
    if (!right.primitive) {
      return new BooleanData(false);
    }
    const ls = toUpperSpecial(left.coerceString());
    const rs = toUpperSpecial(right.coerceString());
    return new BooleanData(ls.endsWith(rs));
  }
};

// node_modules/@actions/expressions/dist/funcs/format.js
var format = {
  name: "format",
  description: "`format( string, replaceValue0, replaceValue1, ..., replaceValueN)`\n\nReplaces values in the `string`, with the variable `replaceValueN`. Variables in the `string` are specified using the `{N}` syntax, where `N` is an integer. You must specify at least one `replaceValue` and `string`. There is no maximum for the number of variables (`replaceValueN`) you can use. Escape curly braces using double braces.",
  minArgs: 1,
  maxArgs: 255,
  call: (...args) => {
    const fs = args[0].coerceString();
    const result = [];
    let index = 0;
    while (index < fs.length) {
      const lbrace = fs.indexOf("{", index);
      const rbrace = fs.indexOf("}", index);
      if (lbrace >= 0 && (rbrace < 0 || rbrace > lbrace)) {
        if (safeCharAt(fs, lbrace + 1) === "{") {
          result.push(fs.substr(index, lbrace - index + 1));
          index = lbrace + 2;
          continue;
        }
        if (rbrace > lbrace + 1) {
          const argIndex = readArgIndex(fs, lbrace + 1);
          if (argIndex.success) {
            if (1 + argIndex.result > args.length - 1) {
              throw new Error(`The following format string references more arguments than were supplied: ${fs}`);
            }
            if (lbrace > index) {
              result.push(fs.substr(index, lbrace - index));
            }
            result.push(`${args[1 + argIndex.result].coerceString()}`);
            index = rbrace + 1;
            continue;
          }
        }
        throw new Error(`The following format string is invalid: ${fs}`);
      } else if (rbrace >= 0) {
        if (safeCharAt(fs, rbrace + 1) === "}") {
          result.push(fs.substr(index, rbrace - index + 1));
          index = rbrace + 2;
        } else {
          throw new Error(`The following format string is invalid: ${fs}`);
        }
      } else {
        result.push(fs.substr(index));
        break;
      }
    }
    return new StringData(result.join(""));
  }
};
function safeCharAt(string2, index) {
  if (string2.length > index) {
    return string2[index];
  }
  return "\0";
}
function readArgIndex(string2, startIndex) {
  let length = 0;
  for (; ; ) {
    const nextChar = safeCharAt(string2, startIndex + length);
    if (nextChar >= "0" && nextChar <= "9") {
      length++;
    } else {
      break;
    }
  }
  if (length < 1) {
    return {
      success: false
    };
  }
  const endIndex = startIndex + length - 1;
  const result = parseInt(string2.substr(startIndex, length));
  return {
    success: !isNaN(result),
    result,
    endIndex
  };
}

// node_modules/@actions/expressions/dist/funcs/fromjson.js
var fromjson = {
  name: "fromJson",
  description: "`fromJSON(value)`\n\nReturns a JSON object or JSON data type for `value`. You can use this function to provide a JSON object as an evaluated expression or to convert environment variables from a string.",
  minArgs: 1,
  maxArgs: 1,
  call: (...args) => {
    const input = args[0];
    const is = input.coerceString();
    if (is.trim() === "") {
      throw new Error("empty input");
    }
    try {
      return JSON.parse(is, reviver);
    } catch (e) {
      throw new ExpressionEvaluationError("Error parsing JSON when evaluating fromJson", { cause: e });
    }
  }
};

// node_modules/@actions/expressions/dist/funcs/join.js
var join3 = {
  name: "join",
  description: "`join( array, optionalSeparator )`\n\nThe value for `array` can be an array or a string. All values in `array` are concatenated into a string. If you provide `optionalSeparator`, it is inserted between the concatenated values. Otherwise, the default separator `,` is used. Casts values to a string.",
  minArgs: 1,
  maxArgs: 2,
  call: (...args) => {
    if (args[0].primitive) {
      return new StringData(args[0].coerceString());
    }
    if (args[0].kind === Kind.Array) {
      let separator = ",";
      if (args.length > 1 && args[1].primitive) {
        separator = args[1].coerceString();
      }
      return new StringData(args[0].values().map((item) => item.coerceString()).join(separator));
    }
    return new StringData("");
  }
};

// node_modules/@actions/expressions/dist/funcs/startswith.js
var startswith = {
  name: "startsWith",
  description: "`startsWith( searchString, searchValue )`\n\nReturns `true` when `searchString` starts with `searchValue`. This function is not case sensitive. Casts values to a string.",
  minArgs: 2,
  maxArgs: 2,
  call: (...args) => {
    const left = args[0];
    if (!left.primitive) {
      return new BooleanData(false);
    }
    const right = args[1];
    if (!right.primitive) {
      return new BooleanData(false);
    }
    const ls = toUpperSpecial(left.coerceString());
    const rs = toUpperSpecial(right.coerceString());
    return new BooleanData(ls.startsWith(rs));
  }
};

// node_modules/@actions/expressions/dist/funcs/tojson.js
var tojson = {
  name: "toJson",
  description: "`toJSON(value)`\n\nReturns a pretty-print JSON representation of `value`. You can use this function to debug the information provided in contexts.",
  minArgs: 1,
  maxArgs: 1,
  call: (...args) => {
    return new StringData(JSON.stringify(args[0], replacer, "  "));
  }
};

// node_modules/@actions/expressions/dist/funcs.js
var wellKnownFunctions = {
  case: caseFunc,
  contains,
  endswith,
  format,
  fromjson,
  join: join3,
  startswith,
  tojson
};
function validateFunction(context, identifier, argCount) {
  const name = identifier.lexeme.toLowerCase();
  let f;
  f = wellKnownFunctions[name];
  if (!f) {
    f = context.extensionFunctions.get(name);
    if (!f) {
      if (!context.allowUnknownKeywords) {
        throw new ExpressionError(ErrorType.ErrorUnrecognizedFunction, identifier);
      }
      return;
    }
  }
  if (argCount < f.minArgs) {
    throw new ExpressionError(ErrorType.ErrorTooFewParameters, identifier);
  }
  if (argCount > f.maxArgs) {
    throw new ExpressionError(ErrorType.ErrorTooManyParameters, identifier);
  }
  if (name === "case" && argCount % 2 === 0) {
    throw new ExpressionError(ErrorType.ErrorEvenParameters, identifier);
  }
}

// node_modules/@actions/expressions/dist/idxHelper.js
var idxHelper = class {
  constructor(star, idx) {
    this.star = star;
    if (!idx) {
      return;
    }
    if (!star) {
      if (idx.primitive) {
        this.str = idx.coerceString();
      }
      let f = idx.number();
      if (!isNaN(f) && isFinite(f) && f >= 0) {
        f = Math.floor(f);
        this.int = f;
      }
    }
  }
};

// node_modules/@actions/expressions/dist/evaluator.js
var Evaluator = class {
  /**
   * Creates a new evaluator
   * @param n Parsed expression to evaluate
   * @param context Context data to use
   * @param functions Optional map of function implementations. If given, these will be preferred over the built-in functions.
   */
  constructor(n, context, functions) {
    this.n = n;
    this.context = context;
    this.functions = functions;
  }
  evaluate() {
    return this.eval(this.n);
  }
  eval(n) {
    return n.accept(this);
  }
  visitLiteral(literal) {
    return literal.literal;
  }
  visitUnary(unary) {
    const r = this.eval(unary.expr);
    if (unary.operator.type === TokenType.BANG) {
      return new BooleanData(falsy(r));
    }
    throw new Error(`unknown unary operator: ${unary.operator.lexeme}`);
  }
  visitBinary(binary) {
    const left = this.eval(binary.left);
    const right = this.eval(binary.right);
    switch (binary.operator.type) {
      case TokenType.EQUAL_EQUAL:
        return new BooleanData(equals(left, right));
      case TokenType.BANG_EQUAL:
        return new BooleanData(!equals(left, right));
      case TokenType.GREATER:
        return new BooleanData(greaterThan(left, right));
      case TokenType.GREATER_EQUAL:
        return new BooleanData(equals(left, right) || greaterThan(left, right));
      case TokenType.LESS:
        return new BooleanData(lessThan(left, right));
      case TokenType.LESS_EQUAL:
        return new BooleanData(equals(left, right) || lessThan(left, right));
    }
    throw new Error(`unknown binary operator: ${binary.operator.lexeme}`);
  }
  visitLogical(logical) {
    let result;
    for (const arg of logical.args) {
      result = this.eval(arg);
      if (logical.operator.type === TokenType.AND && falsy(result) || logical.operator.type === TokenType.OR && truthy(result)) {
        break;
      }
    }
    return result;
  }
  visitGrouping(grouping) {
    return this.eval(grouping.group);
  }
  visitContextAccess(contextAccess) {
    const r = this.context.get(contextAccess.name.lexeme);
    return r;
  }
  visitIndexAccess(ia) {
    let idx;
    if (ia.index instanceof Star) {
      idx = new idxHelper(true, void 0);
    } else {
      let idxResult;
      try {
        idxResult = this.eval(ia.index);
      } catch (e) {
        throw new Error(`could not evaluate index for index access: ${e.message}`, { cause: e });
      }
      idx = new idxHelper(false, idxResult);
    }
    const objResult = this.eval(ia.expr);
    let result;
    switch (objResult.kind) {
      case Kind.Array: {
        const tobjResult = objResult;
        if (tobjResult instanceof FilteredArray) {
          result = filteredArrayAccess(tobjResult, idx);
        } else {
          result = arrayAccess(tobjResult, idx);
        }
        break;
      }
      case Kind.Dictionary: {
        const tobjResult = objResult;
        result = objectAccess(tobjResult, idx);
        break;
      }
      default:
        if (idx.star) {
          result = new FilteredArray();
        } else {
          result = new Null();
        }
    }
    return result;
  }
  visitFunctionCall(functionCall) {
    const args = functionCall.args.map((arg) => this.eval(arg));
    const functionName = functionCall.functionName.lexeme.toLowerCase();
    const f = this.functions?.get(functionName) || wellKnownFunctions[functionName];
    return f.call(...args);
  }
};
function filteredArrayAccess(fa, idx) {
  const result = new FilteredArray();
  for (const item of fa.values()) {
    switch (item.kind) {
      case Kind.Dictionary: {
        const ti = item;
        if (idx.star) {
          for (const v of ti.values()) {
            result.add(v);
          }
        } else if (idx.str !== void 0) {
          const v = ti.get(idx.str);
          if (v !== void 0) {
            result.add(v);
          }
        }
        break;
      }
      case Kind.Array: {
        const ti = item;
        if (idx.star) {
          for (const v of ti.values()) {
            result.add(v);
          }
        } else if (idx.int !== void 0 && idx.int < ti.values().length) {
          result.add(ti.get(idx.int));
        }
        break;
      }
    }
  }
  return result;
}
function arrayAccess(a, idx) {
  if (idx.star) {
    const fa = new FilteredArray();
    for (const item of a.values()) {
      fa.add(item);
    }
    return fa;
  }
  if (idx.int !== void 0 && idx.int < a.values().length) {
    return a.get(idx.int);
  }
  return new Null();
}
function objectAccess(obj, idx) {
  if (idx.star) {
    const fa = new FilteredArray(...obj.values());
    return fa;
  }
  if (idx.str !== void 0) {
    const r = obj.get(idx.str);
    if (r !== void 0) {
      return r;
    }
  }
  return new Null();
}

// node_modules/@actions/expressions/dist/features.js
var allFeatureKeys = [
  "missingInputsQuickfix",
  "blockScalarChompingWarning",
  "allowCaseFunction",
  "allowCopilotRequestsPermission",
  "allowDrivesPermissionAutocomplete",
  "allowBackgroundSteps"
];
var FeatureFlags = class {
  constructor(features) {
    this.features = features ?? {};
  }
  /**
   * Check if an experimental feature is enabled.
   *
   * Resolution order:
   * 1. Explicit feature flag (if set)
   * 2. `all` flag (if set)
   * 3. false (default)
   */
  isEnabled(feature) {
    const explicit = this.features[feature];
    if (explicit !== void 0) {
      return explicit;
    }
    return this.features.all ?? false;
  }
  /**
   * Returns list of all enabled experimental features.
   */
  getEnabledFeatures() {
    return allFeatureKeys.filter((key) => this.isEnabled(key));
  }
};

// node_modules/@actions/expressions/dist/parser.js
var Parser = class {
  /**
   * Constructs a new parser for the given tokens
   *
   * @param tokens Tokens to build a parse tree from
   * @param extensionContexts Available context names
   * @param extensionFunctions Available functions (beyond the built-in ones)
   */
  constructor(tokens, extensionContexts, extensionFunctions) {
    this.tokens = tokens;
    this.offset = 0;
    this.depth = 0;
    this.extContexts = /* @__PURE__ */ new Map();
    this.extFuncs = /* @__PURE__ */ new Map();
    for (const contextName of extensionContexts) {
      this.extContexts.set(contextName.toLowerCase(), true);
    }
    for (const { name, func } of extensionFunctions.map((x) => ({
      name: x.name,
      func: x
    }))) {
      this.extFuncs.set(name.toLowerCase(), func);
    }
    this.context = {
      allowUnknownKeywords: false,
      extensionContexts: this.extContexts,
      extensionFunctions: this.extFuncs
    };
  }
  parse() {
    let result;
    if (this.atEnd()) {
      return result;
    }
    result = this.expression();
    if (!this.atEnd()) {
      throw this.buildError(ErrorType.ErrorUnexpectedSymbol, this.peek());
    }
    return result;
  }
  expression() {
    this.incrDepth();
    try {
      return this.logicalOr();
    } finally {
      this.decrDepth();
    }
  }
  logicalOr() {
    let expr = this.logicalAnd();
    if (this.check(TokenType.OR)) {
      this.incrDepth();
      try {
        const logical = new Logical(this.peek(), [expr]);
        expr = logical;
        while (this.match(TokenType.OR)) {
          const right = this.logicalAnd();
          logical.args.push(right);
        }
      } finally {
        this.decrDepth();
      }
    }
    return expr;
  }
  logicalAnd() {
    let expr = this.equality();
    if (this.check(TokenType.AND)) {
      this.incrDepth();
      try {
        const logical = new Logical(this.peek(), [expr]);
        expr = logical;
        while (this.match(TokenType.AND)) {
          const right = this.equality();
          logical.args.push(right);
        }
      } finally {
        this.decrDepth();
      }
    }
    return expr;
  }
  equality() {
    let expr = this.comparison();
    while (this.match(TokenType.BANG_EQUAL, TokenType.EQUAL_EQUAL)) {
      const operator = this.previous();
      const right = this.comparison();
      expr = new Binary(expr, operator, right);
    }
    return expr;
  }
  comparison() {
    let expr = this.unary();
    while (this.match(TokenType.GREATER, TokenType.GREATER_EQUAL, TokenType.LESS, TokenType.LESS_EQUAL)) {
      const operator = this.previous();
      const right = this.unary();
      expr = new Binary(expr, operator, right);
    }
    return expr;
  }
  unary() {
    if (this.match(TokenType.BANG)) {
      this.incrDepth();
      const operator = this.previous();
      const unary = this.unary();
      try {
        return new Unary(operator, unary);
      } finally {
        this.decrDepth();
      }
    }
    return this.index();
  }
  index() {
    let expr = this.call();
    let depthIncreased = 0;
    if (expr instanceof Grouping || expr instanceof FunctionCall || expr instanceof ContextAccess) {
      let cont = true;
      while (cont) {
        switch (true) {
          case this.match(TokenType.LEFT_BRACKET): {
            let indexExpr;
            if (this.match(TokenType.STAR)) {
              indexExpr = new Star();
            } else {
              indexExpr = this.expression();
            }
            this.consume(TokenType.RIGHT_BRACKET, ErrorType.ErrorUnexpectedSymbol);
            this.incrDepth();
            depthIncreased++;
            expr = new IndexAccess(expr, indexExpr);
            break;
          }
          case this.match(TokenType.DOT):
            this.incrDepth();
            depthIncreased++;
            if (this.match(TokenType.IDENTIFIER)) {
              const property = this.previous();
              expr = new IndexAccess(expr, new Literal(new StringData(property.lexeme), property));
            } else if (this.match(TokenType.STAR)) {
              expr = new IndexAccess(expr, new Star());
            } else {
              throw this.buildError(ErrorType.ErrorUnexpectedSymbol, this.peek());
            }
            break;
          default:
            cont = false;
        }
      }
    }
    for (let i = 0; i < depthIncreased; i++) {
      this.decrDepth();
    }
    return expr;
  }
  call() {
    if (!this.check(TokenType.IDENTIFIER)) {
      return this.primary();
    }
    const identifier = this.next();
    if (!this.match(TokenType.LEFT_PAREN)) {
      if (!this.extContexts.has(identifier.lexeme.toLowerCase())) {
        throw this.buildError(ErrorType.ErrorUnrecognizedContext, identifier);
      }
      return new ContextAccess(identifier);
    }
    const args = [];
    while (!this.match(TokenType.RIGHT_PAREN)) {
      const aexp = this.expression();
      args.push(aexp);
      if (!this.check(TokenType.RIGHT_PAREN)) {
        this.consume(TokenType.COMMA, ErrorType.ErrorUnexpectedSymbol);
      }
    }
    validateFunction(this.context, identifier, args.length);
    return new FunctionCall(identifier, args);
  }
  primary() {
    switch (true) {
      case this.match(TokenType.FALSE):
        return new Literal(new BooleanData(false), this.previous());
      case this.match(TokenType.TRUE):
        return new Literal(new BooleanData(true), this.previous());
      case this.match(TokenType.NULL):
        return new Literal(new Null(), this.previous());
      case this.match(TokenType.NUMBER):
        return new Literal(new NumberData(this.previous().value), this.previous());
      case this.match(TokenType.STRING):
        return new Literal(new StringData(this.previous().value), this.previous());
      case this.match(TokenType.LEFT_PAREN): {
        const expr = this.expression();
        if (this.atEnd()) {
          throw this.buildError(ErrorType.ErrorUnexpectedEndOfExpression, this.previous());
        }
        this.consume(TokenType.RIGHT_PAREN, ErrorType.ErrorUnexpectedSymbol);
        return new Grouping(expr);
      }
      case this.atEnd():
        throw this.buildError(ErrorType.ErrorUnexpectedEndOfExpression, this.previous());
    }
    throw this.buildError(ErrorType.ErrorUnexpectedSymbol, this.peek());
  }
  // match consumes the next token if it matches any of the given types
  match(...tokenTypes) {
    for (const tokenType of tokenTypes) {
      if (this.check(tokenType)) {
        this.next();
        return true;
      }
    }
    return false;
  }
  // check peeks whether the next token is of the given type
  check(tokenType) {
    if (this.atEnd()) {
      return false;
    }
    return this.peek().type == tokenType;
  }
  // atEnd peeks whether the next token is EOF
  atEnd() {
    return this.peek().type == TokenType.EOF;
  }
  next() {
    if (!this.atEnd()) {
      this.offset++;
    }
    return this.previous();
  }
  peek() {
    return this.tokens[this.offset];
  }
  // previous returns the previous token
  previous() {
    return this.tokens[this.offset - 1];
  }
  // consume attempts to consume the next token if it matches the given type. It returns an error of
  // the given ParseErrorKind otherwise.
  consume(tokenType, errorType) {
    if (this.check(tokenType)) {
      this.next();
      return;
    }
    throw this.buildError(errorType, this.peek());
  }
  incrDepth() {
    this.depth++;
    if (this.depth > MAX_PARSER_DEPTH) {
      throw this.buildError(ErrorType.ErrorExceededMaxDepth, this.peek());
    }
  }
  decrDepth() {
    this.depth--;
  }
  buildError(errType, token) {
    return new ExpressionError(errType, token);
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/types.js
var TokenType2;
(function(TokenType3) {
  TokenType3[TokenType3["String"] = 0] = "String";
  TokenType3[TokenType3["Sequence"] = 1] = "Sequence";
  TokenType3[TokenType3["Mapping"] = 2] = "Mapping";
  TokenType3[TokenType3["BasicExpression"] = 3] = "BasicExpression";
  TokenType3[TokenType3["InsertExpression"] = 4] = "InsertExpression";
  TokenType3[TokenType3["Boolean"] = 5] = "Boolean";
  TokenType3[TokenType3["Number"] = 6] = "Number";
  TokenType3[TokenType3["Null"] = 7] = "Null";
})(TokenType2 || (TokenType2 = {}));
function tokenTypeName(type) {
  switch (type) {
    case TokenType2.String:
      return "StringToken";
    case TokenType2.Sequence:
      return "SequenceToken";
    case TokenType2.Mapping:
      return "MappingToken";
    case TokenType2.BasicExpression:
      return "BasicExpressionToken";
    case TokenType2.InsertExpression:
      return "InsertExpressionToken";
    case TokenType2.Boolean:
      return "BooleanToken";
    case TokenType2.Number:
      return "NumberToken";
    case TokenType2.Null:
      return "NullToken";
    default: {
      const exhaustiveCheck = type;
      throw new Error(`Unhandled token type: ${type} ${exhaustiveCheck}}`);
    }
  }
}

// node_modules/@actions/workflow-parser/dist/templates/tokens/traversal-state.js
var TraversalState = class {
  constructor(parent, token) {
    this.index = -1;
    this.isKey = false;
    this.parent = parent;
    this._token = token;
    this.current = token;
  }
  moveNext(omitKeys) {
    switch (this._token.templateTokenType) {
      case TokenType2.Sequence: {
        const sequence = this._token;
        if (++this.index < sequence.count) {
          this.current = sequence.get(this.index);
          return true;
        }
        this.current = void 0;
        return false;
      }
      case TokenType2.Mapping: {
        const mapping = this._token;
        if (this.isKey) {
          this.isKey = false;
          this.currentKey = this.current;
          this.current = mapping.get(this.index).value;
          return true;
        }
        if (++this.index < mapping.count) {
          if (omitKeys) {
            this.isKey = false;
            this.currentKey = mapping.get(this.index).key;
            this.current = mapping.get(this.index).value;
            return true;
          }
          this.isKey = true;
          this.currentKey = void 0;
          this.current = mapping.get(this.index).key;
          return true;
        }
        this.currentKey = void 0;
        this.current = void 0;
        return false;
      }
      default:
        throw new Error(`Unexpected token type '${this._token.templateTokenType}' when traversing state`);
    }
  }
  /**
   * Returns the ancestor tokens from root to the current token's parent container.
   */
  getAncestors() {
    const ancestors = [];
    let state = this.parent;
    while (state) {
      if (state.current) {
        ancestors.unshift(state.current);
      }
      state = state.parent;
    }
    return ancestors;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/template-token.js
var TemplateTokenError = class extends Error {
  constructor(message, token) {
    super(message);
    this.token = token;
  }
};
var TemplateToken = class {
  /**
   * Base class for all template tokens
   */
  constructor(type, file, range, definitionInfo) {
    this.type = type;
    this.file = file;
    this.range = range;
    this.definitionInfo = definitionInfo;
  }
  get templateTokenType() {
    return this.type;
  }
  get line() {
    return this.range?.start.line;
  }
  get col() {
    return this.range?.start.column;
  }
  get definition() {
    return this.definitionInfo?.definition;
  }
  get description() {
    return this._description || this.propertyDefinition?.description || this.definition?.description;
  }
  set description(description) {
    this._description = description;
  }
  typeName() {
    return tokenTypeName(this.type);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertNull(objectDescription) {
    if (this.type === TokenType2.Null) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType2.Null)}' was expected.`, this);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertBoolean(objectDescription) {
    if (this.type === TokenType2.Boolean) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType2.Boolean)}' was expected.`, this);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertNumber(objectDescription) {
    if (this.type === TokenType2.Number) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType2.Number)}' was expected.`, this);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertString(objectDescription) {
    if (this.type === TokenType2.String) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType2.String)}' was expected.`, this);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertScalar(objectDescription) {
    if (this?.isScalar === true) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type 'ScalarToken' was expected.`, this);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertSequence(objectDescription) {
    if (this.type === TokenType2.Sequence) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType2.Sequence)}' was expected.`, this);
  }
  /**
   * Asserts expected type and throws a good debug message if unexpected
   */
  assertMapping(objectDescription) {
    if (this.type === TokenType2.Mapping) {
      return this;
    }
    throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType2.Mapping)}' was expected.`, this);
  }
  /**
   * Returns all tokens (depth first)
   * @param value The object to traverse
   * @param omitKeys Whether to omit mapping keys
   * @yields A tuple of [parent, token, keyToken, ancestors] for each token in the tree
   */
  static *traverse(value, omitKeys) {
    yield [void 0, value, void 0, []];
    switch (value.templateTokenType) {
      case TokenType2.Sequence:
      case TokenType2.Mapping: {
        let state = new TraversalState(void 0, value);
        state = new TraversalState(state, value);
        while (state.parent) {
          if (state.moveNext(omitKeys ?? false)) {
            value = state.current;
            yield [state.parent?.current, value, state.currentKey, state.getAncestors()];
            switch (value.type) {
              case TokenType2.Sequence:
              case TokenType2.Mapping:
                state = new TraversalState(state, value);
                break;
            }
          } else {
            state = state.parent;
          }
        }
        break;
      }
    }
  }
  toJSON() {
    return void 0;
  }
};

// node_modules/@actions/workflow-parser/dist/workflows/file-reference.js
function parseFileReference(ref) {
  if (ref.startsWith("./")) {
    return {
      path: ref.substring(2)
    };
  }
  if (ref.startsWith("$/")) {
    return {
      path: ref.substring(2)
    };
  }
  const [remotePath, version] = ref.split("@");
  const [owner, repository, ...pathSegments] = remotePath.split("/").filter((s) => s.length > 0);
  if (!owner || !repository || !version) {
    throw new Error(`Invalid file reference: ${ref}`);
  }
  return {
    repository,
    owner,
    path: pathSegments.join("/"),
    version
  };
}

// node_modules/@actions/workflow-parser/dist/templates/template-validation-error.js
var TemplateValidationError = class {
  constructor(rawMessage, prefix, code2, range) {
    this.rawMessage = rawMessage;
    this.prefix = prefix;
    this.code = code2;
    this.range = range;
  }
  get message() {
    if (this.prefix) {
      return `${this.prefix}: ${this.rawMessage}`;
    }
    return this.rawMessage;
  }
  toString() {
    return this.message;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/template-context.js
var TemplateContext = class {
  constructor(errors, schema2, trace) {
    this._fileIds = {};
    this._fileNames = [];
    this.expressionFunctions = [];
    this.expressionNamedContexts = [];
    this.state = {};
    this.errors = errors;
    this.schema = schema2;
    this.trace = trace;
  }
  error(tokenOrFileId, err, tokenRange) {
    const token = tokenOrFileId;
    const range = tokenRange || token?.range;
    const prefix = this.getErrorPrefix(token?.file ?? tokenOrFileId, token?.line, token?.col);
    const message = err?.message ?? String(err);
    const e = new TemplateValidationError(message, prefix, void 0, range);
    this.errors.add(e);
    this.trace.error(e.message);
  }
  /**
   * Gets or adds the file ID
   */
  getFileId(file) {
    const key = file.toUpperCase();
    let id2 = this._fileIds[key];
    if (id2 === void 0) {
      id2 = this._fileNames.length + 1;
      this._fileIds[key] = id2;
      this._fileNames.push(file);
    }
    return id2;
  }
  /**
   * Looks up a file name by ID. Returns undefined if not found.
   */
  getFileName(fileId) {
    return this._fileNames.length >= fileId ? this._fileNames[fileId - 1] : void 0;
  }
  /**
   * Gets a copy of the file table
   */
  getFileTable() {
    return this._fileNames.slice();
  }
  getErrorPrefix(fileId, line, column) {
    const fileName = fileId !== void 0 ? this.getFileName(fileId) : void 0;
    if (fileName) {
      if (line !== void 0 && column !== void 0) {
        return `${fileName} (Line: ${line}, Col: ${column})`;
      } else {
        return fileName;
      }
    } else if (line !== void 0 && column !== void 0) {
      return `(Line: ${line}, Col: ${column})`;
    } else {
      return "";
    }
  }
};
var TemplateValidationErrors = class {
  constructor(maxErrors, maxMessageLength) {
    this._errors = [];
    this._maxErrors = maxErrors ?? 0;
    this._maxMessageLength = maxMessageLength ?? 0;
  }
  get count() {
    return this._errors.length;
  }
  add(err) {
    for (let e of Array.isArray(err) ? err : [err]) {
      if (this._maxErrors <= 0 || this._errors.length < this._maxErrors) {
        if (this._maxMessageLength > 0 && e.message.length > this._maxMessageLength) {
          e = new TemplateValidationError(e.message.substring(0, this._maxMessageLength) + "[...]", e.prefix, e.code, e.range);
        }
        this._errors.push(e);
      }
    }
  }
  /**
   * Throws if any errors
   * @param prefix The error message prefix
   */
  check(prefix) {
    if (this._errors.length <= 0) {
      return;
    }
    if (!prefix) {
      prefix = "The template is not valid.";
    }
    throw new Error(`${prefix} ${this._errors.map((x) => x.message).join(",")}`);
  }
  clear() {
    this._errors = [];
  }
  getErrors() {
    return this._errors.slice();
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/definition-info.js
var DefinitionInfo = class {
  constructor(schemaOrParent, nameOrDefinition) {
    this.isDefinitionInfo = true;
    const parent = schemaOrParent?.isDefinitionInfo === true ? schemaOrParent : void 0;
    this._schema = parent === void 0 ? schemaOrParent : parent._schema;
    this.definition = typeof nameOrDefinition === "string" ? this._schema.getDefinition(nameOrDefinition) : nameOrDefinition;
    if (this.definition.readerContext.length > 0) {
      this.allowedContext = [];
      const upperSeen = {};
      for (const context of parent?.allowedContext ?? []) {
        this.allowedContext.push(context);
        upperSeen[context.toUpperCase()] = true;
      }
      for (const context of this.definition.readerContext) {
        const upper = context.toUpperCase();
        if (!upperSeen[upper]) {
          this.allowedContext.push(context);
          upperSeen[upper] = true;
        }
      }
    } else {
      this.allowedContext = parent?.allowedContext ?? [];
    }
  }
  getScalarDefinitions() {
    return this._schema.getScalarDefinitions(this.definition);
  }
  getDefinitionsOfType(type) {
    return this._schema.getDefinitionsOfType(this.definition, type);
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/definition-type.js
var DefinitionType;
(function(DefinitionType2) {
  DefinitionType2[DefinitionType2["Null"] = 0] = "Null";
  DefinitionType2[DefinitionType2["Boolean"] = 1] = "Boolean";
  DefinitionType2[DefinitionType2["Number"] = 2] = "Number";
  DefinitionType2[DefinitionType2["String"] = 3] = "String";
  DefinitionType2[DefinitionType2["Sequence"] = 4] = "Sequence";
  DefinitionType2[DefinitionType2["Mapping"] = 5] = "Mapping";
  DefinitionType2[DefinitionType2["OneOf"] = 6] = "OneOf";
  DefinitionType2[DefinitionType2["AllowedValues"] = 7] = "AllowedValues";
})(DefinitionType || (DefinitionType = {}));

// node_modules/@actions/workflow-parser/dist/templates/template-constants.js
var ALLOWED_VALUES = "allowed-values";
var ANY = "any";
var BOOLEAN = "boolean";
var BOOLEAN_DEFINITION = "boolean-definition";
var BOOLEAN_DEFINITION_PROPERTIES = "boolean-definition-properties";
var CLOSE_EXPRESSION = "}}";
var CONSTANT = "constant";
var CONTEXT = "context";
var DEFINITION = "definition";
var DEFINITIONS = "definitions";
var DESCRIPTION = "description";
var IGNORE_CASE = "ignore-case";
var INSERT_DIRECTIVE = "insert";
var IS_EXPRESSION = "is-expression";
var ITEM_TYPE = "item-type";
var LOOSE_KEY_TYPE = "loose-key-type";
var LOOSE_VALUE_TYPE = "loose-value-type";
var MAX_CONSTANT = "MAX";
var MAPPING = "mapping";
var MAPPING_DEFINITION = "mapping-definition";
var MAPPING_DEFINITION_PROPERTIES = "mapping-definition-properties";
var MAPPING_PROPERTY_VALUE = "mapping-property-value";
var NON_EMPTY_STRING = "non-empty-string";
var NULL = "null";
var NULL_DEFINITION = "null-definition";
var NULL_DEFINITION_PROPERTIES = "null-definition-properties";
var NUMBER = "number";
var NUMBER_DEFINITION = "number-definition";
var NUMBER_DEFINITION_PROPERTIES = "number-definition-properties";
var ONE_OF = "one-of";
var ONE_OF_DEFINITION = "one-of-definition";
var OPEN_EXPRESSION = "${{";
var PROPERTY_VALUE = "property-value";
var PROPERTIES = "properties";
var REQUIRED = "required";
var REQUIRE_NON_EMPTY = "require-non-empty";
var SCALAR = "scalar";
var SEQUENCE = "sequence";
var SEQUENCE_DEFINITION = "sequence-definition";
var SEQUENCE_DEFINITION_PROPERTIES = "sequence-definition-properties";
var TYPE = "type";
var SEQUENCE_OF_NON_EMPTY_STRING = "sequence-of-non-empty-string";
var STRING = "string";
var STRING_DEFINITION = "string-definition";
var STRING_DEFINITION_PROPERTIES = "string-definition-properties";
var TEMPLATE_SCHEMA = "template-schema";
var VERSION = "version";

// node_modules/@actions/workflow-parser/dist/templates/tokens/scalar-token.js
var ScalarToken = class extends TemplateToken {
  constructor(type, file, range, definitionInfo) {
    super(type, file, range, definitionInfo);
  }
  get isScalar() {
    return true;
  }
  static trimDisplayString(displayString) {
    let firstLine = displayString.trimStart();
    const firstNewLine = firstLine.indexOf("\n");
    const firstCarriageReturn = firstLine.indexOf("\r");
    if (firstNewLine >= 0 || firstCarriageReturn >= 0) {
      firstLine = firstLine.substr(0, Math.min(firstNewLine >= 0 ? firstNewLine : Number.MAX_VALUE, firstCarriageReturn >= 0 ? firstCarriageReturn : Number.MAX_VALUE));
    }
    return firstLine;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/literal-token.js
var LiteralToken = class extends ScalarToken {
  constructor(type, file, range, definitionInfo) {
    super(type, file, range, definitionInfo);
  }
  get isLiteral() {
    return true;
  }
  get isExpression() {
    return false;
  }
  toDisplayString() {
    return ScalarToken.trimDisplayString(this.toString());
  }
  /**
   * Throws a good debug message when an unexpected literal value is encountered
   */
  assertUnexpectedValue(objectDescription) {
    throw new Error(`Error while reading '${objectDescription}'. Unexpected value '${this.toString()}'`);
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/string-token.js
var StringToken = class _StringToken extends LiteralToken {
  constructor(file, range, value, definitionInfo, source, blockScalarHeader) {
    super(TokenType2.String, file, range, definitionInfo);
    this.value = value;
    this.source = source;
    this.blockScalarHeader = blockScalarHeader;
  }
  clone(omitSource) {
    return omitSource ? new _StringToken(void 0, void 0, this.value, this.definitionInfo, this.source, this.blockScalarHeader) : new _StringToken(this.file, this.range, this.value, this.definitionInfo, this.source, this.blockScalarHeader);
  }
  toString() {
    return this.value;
  }
  toJSON() {
    return this.value;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/number-token.js
var NumberToken = class _NumberToken extends LiteralToken {
  constructor(file, range, value, definitionInfo) {
    super(TokenType2.Number, file, range, definitionInfo);
    this.num = value;
  }
  get value() {
    return this.num;
  }
  clone(omitSource) {
    return omitSource ? new _NumberToken(void 0, void 0, this.num, this.definitionInfo) : new _NumberToken(this.file, this.range, this.num, this.definitionInfo);
  }
  toString() {
    return `${this.num}`;
  }
  toJSON() {
    return this.num;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/boolean-token.js
var BooleanToken = class _BooleanToken extends LiteralToken {
  constructor(file, range, value, definitionInfo) {
    super(TokenType2.Boolean, file, range, definitionInfo);
    this.bool = value;
  }
  get value() {
    return this.bool;
  }
  clone(omitSource) {
    return omitSource ? new _BooleanToken(void 0, void 0, this.bool, this.definitionInfo) : new _BooleanToken(this.file, this.range, this.bool, this.definitionInfo);
  }
  toString() {
    return this.bool ? "true" : "false";
  }
  toJSON() {
    return this.bool;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/null-token.js
var NullToken = class _NullToken extends LiteralToken {
  constructor(file, range, definitionInfo) {
    super(TokenType2.Null, file, range, definitionInfo);
  }
  clone(omitSource) {
    return omitSource ? new _NullToken(void 0, void 0, this.definitionInfo) : new _NullToken(this.file, this.range, this.definitionInfo);
  }
  toString() {
    return "";
  }
  toJSON() {
    return null;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/key-value-pair.js
var KeyValuePair = class {
  constructor(key, value) {
    this.key = key;
    this.value = value;
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/sequence-token.js
var SequenceToken = class _SequenceToken extends TemplateToken {
  constructor(file, range, definitionInfo) {
    super(TokenType2.Sequence, file, range, definitionInfo);
    this.seq = [];
  }
  get count() {
    return this.seq.length;
  }
  get isScalar() {
    return false;
  }
  get isLiteral() {
    return false;
  }
  get isExpression() {
    return false;
  }
  add(value) {
    this.seq.push(value);
  }
  get(index) {
    return this.seq[index];
  }
  clone(omitSource) {
    const result = omitSource ? new _SequenceToken(void 0, void 0, this.definitionInfo) : new _SequenceToken(this.file, this.range, this.definitionInfo);
    for (const item of this.seq) {
      result.add(item.clone(omitSource));
    }
    return result;
  }
  toJSON() {
    return {
      type: TokenType2.Sequence,
      seq: this.seq
    };
  }
  *[Symbol.iterator]() {
    for (const item of this.seq) {
      yield item;
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/mapping-token.js
var MappingToken = class _MappingToken extends TemplateToken {
  constructor(file, range, definitionInfo) {
    super(TokenType2.Mapping, file, range, definitionInfo);
    this.map = [];
  }
  get count() {
    return this.map.length;
  }
  get isScalar() {
    return false;
  }
  get isLiteral() {
    return false;
  }
  get isExpression() {
    return false;
  }
  add(key, value) {
    this.map.push(new KeyValuePair(key, value));
  }
  get(index) {
    return this.map[index];
  }
  find(key) {
    const pair = this.map.find((pair2) => pair2.key.toString() === key);
    return pair?.value;
  }
  remove(index) {
    this.map.splice(index, 1);
  }
  clone(omitSource) {
    const result = omitSource ? new _MappingToken(void 0, void 0, this.definitionInfo) : new _MappingToken(this.file, this.range, this.definitionInfo);
    for (const item of this.map) {
      result.add(item.key.clone(omitSource), item.value.clone(omitSource));
    }
    return result;
  }
  toJSON() {
    const items = [];
    for (const item of this.map) {
      items.push({ Key: item.key, Value: item.value });
    }
    return {
      type: TokenType2.Mapping,
      map: items
    };
  }
  *[Symbol.iterator]() {
    for (const item of this.map) {
      yield item;
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/allowed-context.js
function splitAllowedContext(allowedContext) {
  const FUNCTION_REGEXP = /^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/;
  const namedContexts = [];
  const functions = [];
  if (allowedContext.length > 0) {
    for (const contextItem of allowedContext) {
      const match = contextItem.match(FUNCTION_REGEXP);
      if (match) {
        const functionName = match[1];
        const minParameters = Number.parseInt(match[2]);
        const maxParametersRaw = match[3];
        const maxParameters = maxParametersRaw === MAX_CONSTANT ? Number.MAX_SAFE_INTEGER : Number.parseInt(maxParametersRaw);
        functions.push({
          name: functionName,
          minArgs: minParameters,
          maxArgs: maxParameters
        });
      } else {
        namedContexts.push(contextItem);
      }
    }
  }
  return {
    namedContexts,
    functions
  };
}

// node_modules/@actions/workflow-parser/dist/templates/tokens/expression-token.js
var ExpressionToken = class extends ScalarToken {
  constructor(type, file, range, directive, definitionInfo) {
    super(type, file, range, definitionInfo);
    this.directive = directive;
  }
  get isLiteral() {
    return false;
  }
  get isExpression() {
    return true;
  }
  static validateExpression(expression, allowedContext) {
    const { namedContexts, functions } = splitAllowedContext(allowedContext);
    const lexer = new Lexer(expression);
    const result = lexer.lex();
    const p = new Parser(result.tokens, namedContexts, functions);
    p.parse();
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/basic-expression-token.js
var BasicExpressionToken = class _BasicExpressionToken extends ExpressionToken {
  /**
   * @param file The file ID where this token originated
   * @param range The range of the entire expression including `${{` and `}}`
   * @param expression The expression string without `${{` and `}}` markers
   * @param definitionInfo Schema definition info for this token
   * @param originalExpressions If transformed from individual expressions (e.g., format()), these are the originals
   * @param source The original source string from the YAML
   * @param expressionRange The range of just the expression, excluding `${{` and `}}`
   * @param blockScalarHeader The block scalar header (e.g., "|", "|-") if parsed from a YAML block scalar
   */
  constructor(file, range, expression, definitionInfo, originalExpressions, source, expressionRange, blockScalarHeader) {
    super(TokenType2.BasicExpression, file, range, void 0, definitionInfo);
    this.expr = expression;
    this.source = source;
    this.originalExpressions = originalExpressions;
    this.expressionRange = expressionRange;
    this.blockScalarHeader = blockScalarHeader;
  }
  get expression() {
    return this.expr;
  }
  clone(omitSource) {
    return omitSource ? new _BasicExpressionToken(void 0, void 0, this.expr, this.definitionInfo, this.originalExpressions, this.source, this.expressionRange, this.blockScalarHeader) : new _BasicExpressionToken(this.file, this.range, this.expr, this.definitionInfo, this.originalExpressions, this.source, this.expressionRange, this.blockScalarHeader);
  }
  toString() {
    return `${OPEN_EXPRESSION} ${this.expr} ${CLOSE_EXPRESSION}`;
  }
  toDisplayString() {
    return ScalarToken.trimDisplayString(this.toString());
  }
  toJSON() {
    return {
      type: TokenType2.BasicExpression,
      expr: this.expr
    };
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/insert-expression-token.js
var InsertExpressionToken = class _InsertExpressionToken extends ExpressionToken {
  constructor(file, range, definitionInfo) {
    super(TokenType2.InsertExpression, file, range, INSERT_DIRECTIVE, definitionInfo);
  }
  clone(omitSource) {
    return omitSource ? new _InsertExpressionToken(void 0, void 0, this.definitionInfo) : new _InsertExpressionToken(this.file, this.range, this.definitionInfo);
  }
  toString() {
    return `${OPEN_EXPRESSION} ${INSERT_DIRECTIVE} ${CLOSE_EXPRESSION}`;
  }
  toDisplayString() {
    return ScalarToken.trimDisplayString(this.toString());
  }
  toJSON() {
    return {
      type: TokenType2.InsertExpression,
      expr: "insert"
    };
  }
};

// node_modules/@actions/workflow-parser/dist/templates/tokens/type-guards.js
function isLiteral(t2) {
  return t2.isLiteral;
}
function isScalar(t2) {
  return t2.isScalar;
}
function isString(t2) {
  return isLiteral(t2) && t2.templateTokenType === TokenType2.String;
}
function isNumber(t2) {
  return isLiteral(t2) && t2.templateTokenType === TokenType2.Number;
}
function isBoolean(t2) {
  return isLiteral(t2) && t2.templateTokenType === TokenType2.Boolean;
}
function isBasicExpression(t2) {
  return isScalar(t2) && t2.templateTokenType === TokenType2.BasicExpression;
}
function isSequence(t2) {
  return t2 instanceof SequenceToken;
}
function isMapping(t2) {
  return t2 instanceof MappingToken;
}

// node_modules/@actions/workflow-parser/dist/templates/template-reader.js
var WHITESPACE_PATTERN = /\s/;
var backgroundStepProperties = /* @__PURE__ */ new Set(["background", "wait", "wait-all", "cancel"]);
var backgroundStepOnlyProperties = /* @__PURE__ */ new Set(["wait", "wait-all", "cancel"]);
function readTemplate(context, type, objectReader, fileId) {
  const reader = new TemplateReader(context, objectReader, fileId);
  let value;
  try {
    objectReader.validateStart();
    const definition = new DefinitionInfo(context.schema, type);
    value = reader.readValue(definition);
    objectReader.validateEnd();
  } catch (err) {
    context.error(fileId, err);
  }
  return value;
}
var TemplateReader = class {
  constructor(context, objectReader, fileId) {
    this._context = context;
    this._schema = context.schema;
    this._objectReader = objectReader;
    this._fileId = fileId;
  }
  readValue(definition) {
    const literal = this._objectReader.allowLiteral();
    if (literal) {
      let scalar = this.parseScalar(literal, definition);
      scalar = this.validate(scalar, definition);
      return scalar;
    }
    const sequence = this._objectReader.allowSequenceStart();
    if (sequence) {
      const sequenceDefinition = definition.getDefinitionsOfType(DefinitionType.Sequence)[0];
      if (sequenceDefinition) {
        const itemDefinition = new DefinitionInfo(definition, sequenceDefinition.itemType);
        while (!this._objectReader.allowSequenceEnd()) {
          const item = this.readValue(itemDefinition);
          sequence.add(item);
        }
      } else {
        this._context.error(sequence, "A sequence was not expected");
        while (!this._objectReader.allowSequenceEnd()) {
          this.skipValue();
        }
      }
      sequence.definitionInfo = definition;
      return sequence;
    }
    const mapping = this._objectReader.allowMappingStart();
    if (mapping) {
      const mappingDefinitions = definition.getDefinitionsOfType(DefinitionType.Mapping);
      if (mappingDefinitions.length > 0) {
        if (mappingDefinitions.length > 1 || Object.keys(mappingDefinitions[0].properties).length > 0 || !mappingDefinitions[0].looseKeyType) {
          this.handleMappingWithWellKnownProperties(definition, mappingDefinitions, mapping);
        } else {
          const keyDefinition = new DefinitionInfo(definition, mappingDefinitions[0].looseKeyType);
          const valueDefinition = new DefinitionInfo(definition, mappingDefinitions[0].looseValueType);
          this.handleMappingWithAllLooseProperties(definition, keyDefinition, valueDefinition, mappingDefinitions[0], mapping);
        }
      } else {
        this._context.error(mapping, "A mapping was not expected");
        while (!this._objectReader.allowMappingEnd()) {
          this.skipValue();
          this.skipValue();
        }
      }
      if (!mapping.definitionInfo) {
        mapping.definitionInfo = definition;
      }
      return mapping;
    }
    throw new Error("Expected a scalar value, a sequence, or a mapping");
  }
  handleMappingWithWellKnownProperties(definition, mappingDefinitions, mapping) {
    let looseKeyType;
    let looseValueType;
    let looseKeyDefinition;
    let looseValueDefinition;
    if (mappingDefinitions[0].looseKeyType) {
      looseKeyType = mappingDefinitions[0].looseKeyType;
      looseValueType = mappingDefinitions[0].looseValueType;
    }
    const upperKeys = {};
    let hasExpressionKey = false;
    let rawLiteral;
    while (rawLiteral = this._objectReader.allowLiteral()) {
      const nextKeyScalar = this.parseScalar(rawLiteral, definition);
      if (nextKeyScalar.isExpression) {
        hasExpressionKey = true;
        if (definition.allowedContext.length > 0) {
          const anyDefinition = new DefinitionInfo(definition, ANY);
          mapping.add(nextKeyScalar, this.readValue(anyDefinition));
        } else {
          this._context.error(nextKeyScalar, "A template expression is not allowed in this context");
          this.skipValue();
        }
        continue;
      }
      const nextKey = nextKeyScalar.templateTokenType === TokenType2.String ? nextKeyScalar : new StringToken(nextKeyScalar.file, nextKeyScalar.range, nextKeyScalar.toString(), nextKeyScalar.definitionInfo);
      if (nextKey.value) {
        const upperKey = nextKey.value.toUpperCase();
        if (upperKeys[upperKey]) {
          this._context.error(nextKey, `'${nextKey.value}' is already defined`);
          this.skipValue();
          continue;
        }
        upperKeys[upperKey] = true;
      }
      const nextPropertyDef = this._schema.matchPropertyAndFilter(mappingDefinitions, nextKey.value);
      if (nextPropertyDef) {
        if (!this.backgroundStepsEnabled() && backgroundStepProperties.has(nextKey.value)) {
          this._context.error(nextKey, `Unexpected value '${nextKey.value}'`);
          this.skipValue();
          continue;
        }
        const nextDefinition = new DefinitionInfo(definition, nextPropertyDef.type);
        nextKey.definitionInfo = nextDefinition;
        if (nextPropertyDef.description) {
          nextKey.description = nextPropertyDef.description;
        }
        const nextValue = this.readValue(nextDefinition);
        mapping.add(nextKey, nextValue);
        continue;
      }
      if (looseKeyType) {
        if (!looseKeyDefinition) {
          looseKeyDefinition = new DefinitionInfo(definition, looseKeyType);
          looseValueDefinition = new DefinitionInfo(definition, looseValueType);
        }
        this.validate(nextKey, looseKeyDefinition);
        const nextDefinition = new DefinitionInfo(definition, mappingDefinitions[0].looseValueType);
        nextKey.definitionInfo = nextDefinition;
        const nextValue = this.readValue(looseValueDefinition);
        mapping.add(nextKey, nextValue);
        continue;
      }
      this._context.error(nextKey, `Unexpected value '${nextKey.value}'`);
      this.skipValue();
    }
    if (mappingDefinitions.length === 1) {
      mapping.definitionInfo = new DefinitionInfo(definition, mappingDefinitions[0]);
    }
    if (mappingDefinitions.length > 1) {
      const hitCount = {};
      for (const mappingDefinition of mappingDefinitions) {
        for (const key of Object.keys(mappingDefinition.properties)) {
          hitCount[key] = (hitCount[key] ?? 0) + 1;
        }
      }
      const nonDuplicates = [];
      for (const key of Object.keys(hitCount)) {
        if (hitCount[key] === 1) {
          nonDuplicates.push(key);
        }
      }
      const properties = this.backgroundStepsEnabled() ? nonDuplicates : nonDuplicates.filter((property) => !backgroundStepOnlyProperties.has(property));
      this._context.error(mapping, `There's not enough info to determine what you meant. Add one of these properties: ${properties.sort().join(", ")}`);
    } else if (mappingDefinitions.length === 1 && !hasExpressionKey) {
      for (const propertyName of Object.keys(mappingDefinitions[0].properties)) {
        const propertyDef = mappingDefinitions[0].properties[propertyName];
        if (propertyDef.required && !upperKeys[propertyName.toUpperCase()]) {
          this._context.error(mapping, `Required property is missing: ${propertyName}`);
        }
      }
    }
    this.expectMappingEnd();
  }
  handleMappingWithAllLooseProperties(definition, keyDefinition, valueDefinition, mappingDefinition, mapping) {
    let nextValue;
    const upperKeys = {};
    let rawLiteral;
    while (rawLiteral = this._objectReader.allowLiteral()) {
      const nextKeyScalar = this.parseScalar(rawLiteral, definition);
      nextKeyScalar.definitionInfo = keyDefinition;
      if (nextKeyScalar.isExpression) {
        if (definition.allowedContext.length > 0) {
          nextValue = this.readValue(valueDefinition);
          mapping.add(nextKeyScalar, nextValue);
        } else {
          this._context.error(nextKeyScalar, "A template expression is not allowed in this context");
          this.skipValue();
        }
        continue;
      }
      const nextKey = nextKeyScalar.templateTokenType === TokenType2.String ? nextKeyScalar : new StringToken(nextKeyScalar.file, nextKeyScalar.range, nextKeyScalar.toString(), nextKeyScalar.definitionInfo);
      if (nextKey.value) {
        const upperKey = nextKey.value.toUpperCase();
        if (upperKeys[upperKey]) {
          this._context.error(nextKey, `'${nextKey.value}' is already defined`);
          this.skipValue();
          continue;
        }
        upperKeys[upperKey] = true;
      }
      this.validate(nextKey, keyDefinition);
      const nextDefinition = new DefinitionInfo(definition, mappingDefinition.looseValueType);
      nextKey.definitionInfo = nextDefinition;
      nextValue = this.readValue(valueDefinition);
      mapping.add(nextKey, nextValue);
    }
    this.expectMappingEnd();
  }
  expectMappingEnd() {
    if (!this._objectReader.allowMappingEnd()) {
      throw new Error("Expected mapping end");
    }
  }
  skipValue() {
    if (this._objectReader.allowLiteral()) {
    } else if (this._objectReader.allowSequenceStart()) {
      while (!this._objectReader.allowSequenceEnd()) {
        this.skipValue();
      }
    } else if (this._objectReader.allowMappingStart()) {
      while (!this._objectReader.allowMappingEnd()) {
        this.skipValue();
        this.skipValue();
      }
    } else {
      throw new Error("Expected a scalar value, a sequence, or a mapping");
    }
  }
  validate(scalar, definition) {
    switch (scalar.templateTokenType) {
      case TokenType2.Null:
      case TokenType2.Boolean:
      case TokenType2.Number:
      case TokenType2.String: {
        const literal = scalar;
        const scalarDefinitions = definition.getScalarDefinitions();
        let relevantDefinition;
        if (relevantDefinition = scalarDefinitions.find((x) => x.isMatch(literal))) {
          scalar.definitionInfo = new DefinitionInfo(definition, relevantDefinition);
          return scalar;
        }
        if (literal.templateTokenType !== TokenType2.String) {
          const stringLiteral = new StringToken(literal.file, literal.range, literal.toString(), literal.definitionInfo);
          if (relevantDefinition = scalarDefinitions.find((x) => x.isMatch(stringLiteral))) {
            stringLiteral.definitionInfo = new DefinitionInfo(definition, relevantDefinition);
            return stringLiteral;
          }
        }
        this._context.error(literal, `Unexpected value '${literal.toString()}'`);
        return scalar;
      }
      case TokenType2.BasicExpression:
        if (definition.allowedContext.length === 0) {
          this._context.error(scalar, "A template expression is not allowed in this context");
        }
        return scalar;
      default:
        this._context.error(scalar, `Unexpected value '${scalar.toString()}'`);
        return scalar;
    }
  }
  parseScalar(token, definitionInfo) {
    if (!isString(token) || !token.value) {
      return token;
    }
    const allowedContext = definitionInfo.allowedContext;
    const isSingleLine = token.range === void 0 || token.range.start.line === token.range.end.line;
    const raw = isSingleLine ? token.value : token.source ?? token.value;
    let startExpression = raw.indexOf(OPEN_EXPRESSION);
    if (startExpression < 0) {
      return token;
    }
    let encounteredError = false;
    const segments = [];
    let i = 0;
    while (i < raw.length) {
      if (i === startExpression) {
        startExpression = i;
        let endExpression = -1;
        let inString = false;
        for (i += OPEN_EXPRESSION.length; i < raw.length; i++) {
          if (raw[i] === "'") {
            inString = !inString;
          } else if (!inString && raw[i] === "}" && raw[i - 1] === "}") {
            endExpression = i;
            i++;
            break;
          }
        }
        if (endExpression < startExpression) {
          this._context.error(token, "The expression is not closed. An unescaped ${{ sequence was found, but the closing }} sequence was not found.");
          return token;
        }
        const rawExpression = raw.substr(startExpression + OPEN_EXPRESSION.length, endExpression - startExpression + 1 - OPEN_EXPRESSION.length - CLOSE_EXPRESSION.length);
        let tr = token.range;
        if (isSingleLine) {
          const offset = (token.source ?? raw).indexOf(OPEN_EXPRESSION) - raw.indexOf(OPEN_EXPRESSION);
          tr = {
            start: { line: tr.start.line, column: tr.start.column + startExpression + offset },
            end: { line: tr.end.line, column: tr.start.column + endExpression + 1 + offset }
          };
        } else {
          const startRaw = raw.substring(0, startExpression);
          const adjustedStartLine = startRaw.split("\n").length;
          const beginningOfLine = startRaw.lastIndexOf("\n");
          const adjustedStart = startExpression - beginningOfLine;
          const adjustedEnd = endExpression - beginningOfLine + 1;
          tr = {
            start: { line: tr.start.line + adjustedStartLine, column: adjustedStart },
            end: { line: tr.start.line + adjustedStartLine, column: adjustedEnd }
          };
        }
        const expression = this.parseIntoExpressionToken(tr, rawExpression, allowedContext, token, definitionInfo);
        if (!expression) {
          encounteredError = true;
        } else {
          if (expression.directive && (startExpression !== 0 || i < raw.length)) {
            this._context.error(token, `The directive '${expression.directive}' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Directives are only supported when the entire value is an expression.`);
            return token;
          }
          segments.push(expression);
        }
        startExpression = raw.indexOf(OPEN_EXPRESSION, i);
      } else if (i < startExpression) {
        this.addString(segments, token.range, raw.substr(i, startExpression - i), token.definitionInfo);
        i = startExpression;
      } else {
        this.addString(segments, token.range, raw.substr(i), token.definitionInfo);
        break;
      }
    }
    if (encounteredError) {
      return token;
    }
    if (segments.length === 1 && segments[0].templateTokenType === TokenType2.BasicExpression) {
      const basicExpression = segments[0];
      const str = this.getExpressionString(basicExpression.expression);
      if (str !== void 0) {
        return new StringToken(this._fileId, token.range, str, token.definitionInfo);
      }
    }
    if (segments.length === 1) {
      return segments[0];
    }
    const format2 = [];
    const args = [];
    const expressionTokens = [];
    let argIndex = 0;
    for (const segment of segments) {
      if (isString(segment)) {
        const text = segment.value.replace(/'/g, "''").replace(/\{/g, "{{").replace(/\}/g, "}}");
        format2.push(text);
      } else {
        format2.push(`{${argIndex}}`);
        argIndex++;
        const expression = segment;
        args.push(", ");
        args.push(expression.expression);
        expressionTokens.push(expression);
      }
    }
    return new BasicExpressionToken(this._fileId, token.range, `format('${format2.join("")}'${args.join("")})`, definitionInfo, expressionTokens, raw, void 0, token.blockScalarHeader);
  }
  parseIntoExpressionToken(tr, rawExpression, allowedContext, token, definitionInfo) {
    const parseExpressionResult = this.parseExpression(tr, token, rawExpression, allowedContext, definitionInfo);
    if (parseExpressionResult.error) {
      this._context.error(token, parseExpressionResult.error, tr);
      return void 0;
    }
    return parseExpressionResult.expression;
  }
  parseExpression(range, token, value, allowedContext, definitionInfo) {
    const trimmed = value.trim();
    if (!trimmed) {
      return {
        error: new Error("An expression was expected")
      };
    }
    const matchDirectiveResult = this.matchDirective(trimmed, INSERT_DIRECTIVE, 0);
    if (matchDirectiveResult.isMatch) {
      return {
        expression: new InsertExpressionToken(this._fileId, range, definitionInfo)
      };
    } else if (matchDirectiveResult.error) {
      return {
        error: matchDirectiveResult.error
      };
    }
    try {
      ExpressionToken.validateExpression(trimmed, allowedContext);
    } catch (err) {
      return {
        error: err
      };
    }
    const startTrim = value.length - value.trimStart().length;
    const endTrim = value.length - value.trimEnd().length;
    const expressionRange = {
      start: {
        ...range.start,
        column: range.start.column + OPEN_EXPRESSION.length + startTrim
      },
      end: {
        ...range.end,
        column: range.end.column - CLOSE_EXPRESSION.length - endTrim
      }
    };
    return {
      expression: new BasicExpressionToken(this._fileId, range, trimmed, definitionInfo, void 0, token.source, expressionRange, token.blockScalarHeader),
      error: void 0
    };
  }
  addString(segments, range, value, definition) {
    if (segments.length > 0 && segments[segments.length - 1].templateTokenType === TokenType2.String) {
      const lastSegment = segments[segments.length - 1];
      segments[segments.length - 1] = new StringToken(this._fileId, range, `${lastSegment.value}${value}`, definition);
    } else {
      segments.push(new StringToken(this._fileId, range, value, definition));
    }
  }
  matchDirective(trimmed, directive, expectedParameters) {
    const parameters = [];
    if (trimmed.startsWith(directive) && (trimmed.length === directive.length || WHITESPACE_PATTERN.test(trimmed[directive.length]))) {
      let startIndex = directive.length;
      let inString = false;
      let parens = 0;
      for (let i = startIndex; i < trimmed.length; i++) {
        const c = trimmed[i];
        if (WHITESPACE_PATTERN.test(c) && !inString && parens == 0) {
          if (startIndex < 1) {
            parameters.push(trimmed.substr(startIndex, i - startIndex));
          }
          startIndex = i + 1;
        } else if (c === "'") {
          inString = !inString;
        } else if (c === "(" && !inString) {
          parens++;
        } else if (c === ")" && !inString) {
          parens--;
        }
      }
      if (startIndex < trimmed.length) {
        parameters.push(trimmed.substr(startIndex));
      }
      if (expectedParameters != parameters.length) {
        return {
          isMatch: false,
          parameters: [],
          error: new Error(`Exactly ${expectedParameters} parameter(s) were expected following the directive '${directive}'. Actual parameter count: ${parameters.length}`)
        };
      }
      return {
        isMatch: true,
        parameters
      };
    }
    return {
      isMatch: false,
      parameters
    };
  }
  getExpressionString(trimmed) {
    const result = [];
    let inString = false;
    for (let i = 0; i < trimmed.length; i++) {
      const c = trimmed[i];
      if (c === "'") {
        inString = !inString;
        if (inString && i !== 0) {
          result.push(c);
        }
      } else if (!inString) {
        return void 0;
      } else {
        result.push(c);
      }
    }
    return result.join("");
  }
  backgroundStepsEnabled() {
    return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps") ?? false;
  }
};

// node_modules/@actions/workflow-parser/dist/workflows/workflow-constants.js
var WORKFLOW_ROOT = "workflow-root-strict";

// node_modules/@actions/workflow-parser/dist/templates/parse-event.js
var ParseEvent = class {
  constructor(type, token) {
    this.type = type;
    this.token = token;
  }
};
var EventType;
(function(EventType2) {
  EventType2[EventType2["Literal"] = 0] = "Literal";
  EventType2[EventType2["SequenceStart"] = 1] = "SequenceStart";
  EventType2[EventType2["SequenceEnd"] = 2] = "SequenceEnd";
  EventType2[EventType2["MappingStart"] = 3] = "MappingStart";
  EventType2[EventType2["MappingEnd"] = 4] = "MappingEnd";
  EventType2[EventType2["DocumentStart"] = 5] = "DocumentStart";
  EventType2[EventType2["DocumentEnd"] = 6] = "DocumentEnd";
})(EventType || (EventType = {}));

// node_modules/@actions/workflow-parser/dist/templates/json-object-reader.js
var JSONObjectReader = class {
  constructor(fileId, input) {
    this._fileId = fileId;
    const value = JSON.parse(input);
    this._generator = this.getParseEvents(value, true);
    this._current = this._generator.next();
  }
  allowLiteral() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.Literal) {
        this._current = this._generator.next();
        return parseEvent.token;
      }
    }
    return void 0;
  }
  allowSequenceStart() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.SequenceStart) {
        this._current = this._generator.next();
        return parseEvent.token;
      }
    }
    return void 0;
  }
  allowSequenceEnd() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.SequenceEnd) {
        this._current = this._generator.next();
        return true;
      }
    }
    return false;
  }
  allowMappingStart() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.MappingStart) {
        this._current = this._generator.next();
        return parseEvent.token;
      }
    }
    return void 0;
  }
  allowMappingEnd() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.MappingEnd) {
        this._current = this._generator.next();
        return true;
      }
    }
    return false;
  }
  validateEnd() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.DocumentEnd) {
        this._current = this._generator.next();
        return;
      }
    }
    throw new Error("Expected end of reader");
  }
  validateStart() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.DocumentStart) {
        this._current = this._generator.next();
        return;
      }
    }
    throw new Error("Expected start of reader");
  }
  /**
   * Returns all tokens (depth first)
   */
  *getParseEvents(value, root) {
    if (root) {
      yield new ParseEvent(EventType.DocumentStart, void 0);
    }
    switch (typeof value) {
      case "undefined":
        yield new ParseEvent(EventType.Literal, new NullToken(this._fileId, void 0, void 0));
        break;
      case "boolean":
        yield new ParseEvent(EventType.Literal, new BooleanToken(this._fileId, void 0, value, void 0));
        break;
      case "number":
        yield new ParseEvent(EventType.Literal, new NumberToken(this._fileId, void 0, value, void 0));
        break;
      case "string":
        yield new ParseEvent(EventType.Literal, new StringToken(this._fileId, void 0, value, void 0));
        break;
      case "object":
        if (value === null) {
          yield new ParseEvent(EventType.Literal, new NullToken(this._fileId, void 0, void 0));
        } else if (Array.isArray(value)) {
          yield new ParseEvent(EventType.SequenceStart, new SequenceToken(this._fileId, void 0, void 0));
          for (const item of value) {
            for (const e of this.getParseEvents(item)) {
              yield e;
            }
          }
          yield new ParseEvent(EventType.SequenceEnd, void 0);
        } else {
          yield new ParseEvent(EventType.MappingStart, new MappingToken(this._fileId, void 0, void 0));
          for (const key of Object.keys(value)) {
            yield new ParseEvent(EventType.Literal, new StringToken(this._fileId, void 0, key, void 0));
            for (const e of this.getParseEvents(value[key])) {
              yield e;
            }
          }
          yield new ParseEvent(EventType.MappingEnd, void 0);
        }
        break;
      default:
        throw new Error(`Unexpected value type '${typeof value}' when reading object`);
    }
    if (root) {
      yield new ParseEvent(EventType.DocumentEnd, void 0);
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/trace-writer.js
var NoOperationTraceWriter = class {
  error() {
  }
  info() {
  }
  verbose() {
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/definition.js
var Definition = class {
  constructor(key, definition) {
    this.readerContext = [];
    this.evaluatorContext = [];
    this.key = key;
    if (definition) {
      for (let i = 0; i < definition.count; ) {
        const definitionKey = definition.get(i).key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case CONTEXT: {
            const context = definition.get(i).value.assertSequence(`${DEFINITION} ${CONTEXT}`);
            definition.remove(i);
            const seenReaderContext = {};
            const seenEvaluatorContext = {};
            for (const item of context) {
              const itemStr = item.assertString(`${CONTEXT} item`).value;
              const upperItemStr = itemStr.toUpperCase();
              if (seenReaderContext[upperItemStr]) {
                throw new Error(`Duplicate context item '${itemStr}'`);
              }
              seenReaderContext[upperItemStr] = true;
              this.readerContext.push(itemStr);
              const paramIndex = itemStr.indexOf("(");
              const modifiedItemStr = paramIndex > 0 ? itemStr.substr(0, paramIndex + 1) + ")" : itemStr;
              const upperModifiedItemStr = modifiedItemStr.toUpperCase();
              if (seenEvaluatorContext[upperModifiedItemStr]) {
                throw new Error(`Duplicate context item '${modifiedItemStr}'`);
              }
              seenEvaluatorContext[upperModifiedItemStr] = true;
              this.evaluatorContext.push(modifiedItemStr);
            }
            break;
          }
          case DESCRIPTION: {
            const value = definition.get(i).value;
            this.description = value.assertString(DESCRIPTION).value;
            definition.remove(i);
            break;
          }
          default: {
            i++;
            break;
          }
        }
      }
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/scalar-definition.js
var ScalarDefinition = class extends Definition {
  constructor(key, definition) {
    super(key, definition);
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/boolean-definition.js
var BooleanDefinition = class extends ScalarDefinition {
  constructor(key, definition) {
    super(key, definition);
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case BOOLEAN: {
            const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${BOOLEAN}`);
            for (const mappingPair of mapping) {
              const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${BOOLEAN} key`);
              switch (mappingKey.value) {
                default:
                  mappingKey.assertUnexpectedValue(`${DEFINITION} ${BOOLEAN} key`);
                  break;
              }
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.Boolean;
  }
  isMatch(literal) {
    return literal.templateTokenType === TokenType2.Boolean;
  }
  validate() {
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/property-definition.js
var PropertyDefinition = class {
  constructor(token) {
    this.type = "";
    this.required = false;
    if (token.templateTokenType === TokenType2.String) {
      this.type = token.value;
    } else {
      const mapping = token.assertMapping(MAPPING_PROPERTY_VALUE);
      for (const mappingPair of mapping) {
        const mappingKey = mappingPair.key.assertString(`${MAPPING_PROPERTY_VALUE} key`);
        switch (mappingKey.value) {
          case TYPE:
            this.type = mappingPair.value.assertString(`${MAPPING_PROPERTY_VALUE} ${TYPE}`).value;
            break;
          case REQUIRED:
            this.required = mappingPair.value.assertBoolean(`${MAPPING_PROPERTY_VALUE} ${REQUIRED}`).value;
            break;
          case DESCRIPTION:
            this.description = mappingPair.value.assertString(`${MAPPING_PROPERTY_VALUE} ${DESCRIPTION}`).value;
            break;
          default:
            mappingKey.assertUnexpectedValue(`${MAPPING_PROPERTY_VALUE} key`);
        }
      }
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/mapping-definition.js
var MappingDefinition = class extends Definition {
  constructor(key, definition) {
    super(key, definition);
    this.properties = {};
    this.looseKeyType = "";
    this.looseValueType = "";
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case MAPPING: {
            const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${MAPPING}`);
            for (const mappingPair of mapping) {
              const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${MAPPING} key`);
              switch (mappingKey.value) {
                case PROPERTIES: {
                  const properties = mappingPair.value.assertMapping(`${DEFINITION} ${MAPPING} ${PROPERTIES}`);
                  for (const propertiesPair of properties) {
                    const propertyName = propertiesPair.key.assertString(`${DEFINITION} ${MAPPING} ${PROPERTIES} key`);
                    this.properties[propertyName.value] = new PropertyDefinition(propertiesPair.value);
                  }
                  break;
                }
                case LOOSE_KEY_TYPE: {
                  const looseKeyType = mappingPair.value.assertString(`${DEFINITION} ${MAPPING} ${LOOSE_KEY_TYPE}`);
                  this.looseKeyType = looseKeyType.value;
                  break;
                }
                case LOOSE_VALUE_TYPE: {
                  const looseValueType = mappingPair.value.assertString(`${DEFINITION} ${MAPPING} ${LOOSE_VALUE_TYPE}`);
                  this.looseValueType = looseValueType.value;
                  break;
                }
                default:
                  mappingKey.assertUnexpectedValue(`${DEFINITION} ${MAPPING} key`);
                  break;
              }
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.Mapping;
  }
  validate(schema2, name) {
    if (this.looseKeyType) {
      schema2.getDefinition(this.looseKeyType);
      if (this.looseValueType) {
        schema2.getDefinition(this.looseValueType);
      } else {
        throw new Error(`Property '${LOOSE_KEY_TYPE}' is defined but '${LOOSE_VALUE_TYPE}' is not defined on '${name}'`);
      }
    } else if (this.looseValueType) {
      throw new Error(`Property '${LOOSE_VALUE_TYPE}' is defined but '${LOOSE_KEY_TYPE}' is not defined on '${name}'`);
    }
    for (const propertyName of Object.keys(this.properties)) {
      const propertyDef = this.properties[propertyName];
      if (!propertyDef.type) {
        throw new Error(`Type not specified for the property '${propertyName}' on '${name}'`);
      }
      schema2.getDefinition(propertyDef.type);
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/null-definition.js
var NullDefinition = class extends ScalarDefinition {
  constructor(key, definition) {
    super(key, definition);
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case NULL: {
            const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${NULL}`);
            for (const mappingPair of mapping) {
              const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${NULL} key`);
              switch (mappingKey.value) {
                default:
                  mappingKey.assertUnexpectedValue(`${DEFINITION} ${NULL} key`);
                  break;
              }
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.Null;
  }
  isMatch(literal) {
    return literal.templateTokenType === TokenType2.Null;
  }
  validate() {
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/number-definition.js
var NumberDefinition = class extends ScalarDefinition {
  constructor(key, definition) {
    super(key, definition);
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case NUMBER: {
            const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${NUMBER}`);
            for (const mappingPair of mapping) {
              const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${NUMBER} key`);
              switch (mappingKey.value) {
                default:
                  mappingKey.assertUnexpectedValue(`${DEFINITION} ${NUMBER} key`);
                  break;
              }
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.Number;
  }
  isMatch(literal) {
    return literal.templateTokenType === TokenType2.Number;
  }
  validate() {
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/one-of-definition.js
var OneOfDefinition = class extends Definition {
  constructor(key, definition) {
    super(key, definition);
    this.oneOf = [];
    this.oneOfPrefix = [];
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case ONE_OF: {
            const oneOf = definitionPair.value.assertSequence(`${DEFINITION} ${ONE_OF}`);
            for (const item of oneOf) {
              const oneOfItem = item.assertString(`${DEFINITION} ${ONE_OF} item`);
              this.oneOf.push(oneOfItem.value);
            }
            break;
          }
          case ALLOWED_VALUES: {
            const oneOf = definitionPair.value.assertSequence(`${DEFINITION} ${ALLOWED_VALUES}`);
            for (const item of oneOf) {
              const oneOfItem = item.assertString(`${DEFINITION} ${ONE_OF} item`);
              this.oneOf.push(this.key + "-" + oneOfItem.value);
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
            break;
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.OneOf;
  }
  validate(schema2, name) {
    if (this.oneOf.length === 0) {
      throw new Error(`'${name}' does not contain any references`);
    }
    let foundLooseKeyType = false;
    const mappingDefinitions = [];
    let allowedValuesDefinition;
    let sequenceDefinition;
    let nullDefinition;
    let booleanDefinition;
    let numberDefinition;
    const stringDefinitions = [];
    const seenNestedTypes = {};
    for (const nestedType of this.oneOf) {
      if (seenNestedTypes[nestedType]) {
        throw new Error(`'${name}' contains duplicate nested type '${nestedType}'`);
      }
      seenNestedTypes[nestedType] = true;
      const nestedDefinition = schema2.getDefinition(nestedType);
      if (nestedDefinition.readerContext.length > 0) {
        throw new Error(`'${name}' is a one-of definition and references another definition that defines context. This is currently not supported.`);
      }
      switch (nestedDefinition.definitionType) {
        case DefinitionType.Mapping: {
          const mappingDefinition = nestedDefinition;
          mappingDefinitions.push(mappingDefinition);
          if (mappingDefinition.looseKeyType) {
            foundLooseKeyType = true;
          }
          break;
        }
        case DefinitionType.Sequence: {
          if (sequenceDefinition) {
            throw new Error(`'${name}' refers to more than one definition of type '${SEQUENCE}'`);
          }
          sequenceDefinition = nestedDefinition;
          break;
        }
        case DefinitionType.Null: {
          if (nullDefinition) {
            throw new Error(`'${name}' refers to more than one definition of type '${NULL}'`);
          }
          nullDefinition = nestedDefinition;
          break;
        }
        case DefinitionType.Boolean: {
          if (booleanDefinition) {
            throw new Error(`'${name}' refers to more than one definition of type '${BOOLEAN}'`);
          }
          booleanDefinition = nestedDefinition;
          break;
        }
        case DefinitionType.Number: {
          if (numberDefinition) {
            throw new Error(`'${name}' refers to more than one definition of type '${NUMBER}'`);
          }
          numberDefinition = nestedDefinition;
          break;
        }
        case DefinitionType.String: {
          const stringDefinition = nestedDefinition;
          if (stringDefinitions.length > 0 && (!stringDefinitions[0].constant || !stringDefinition.constant)) {
            throw new Error(`'${name}' refers to more than one '${SCALAR}', but some do not set '${CONSTANT}'`);
          }
          stringDefinitions.push(stringDefinition);
          break;
        }
        case DefinitionType.OneOf: {
          if (allowedValuesDefinition) {
            throw new Error(`'${name}' contains multiple allowed-values definitions`);
          }
          allowedValuesDefinition = nestedDefinition;
          break;
        }
        default:
          throw new Error(`'${name}' refers to a definition with type '${nestedDefinition.definitionType}'`);
      }
    }
    if (mappingDefinitions.length > 1) {
      if (foundLooseKeyType) {
        throw new Error(`'${name}' refers to two mappings and at least one sets '${LOOSE_KEY_TYPE}'. This is not currently supported.`);
      }
      const seenProperties = {};
      for (const mappingDefinition of mappingDefinitions) {
        for (const propertyName of Object.keys(mappingDefinition.properties)) {
          const newPropertyDef = mappingDefinition.properties[propertyName];
          const existingPropertyDef = seenProperties[propertyName];
          if (existingPropertyDef) {
            if (existingPropertyDef.type === newPropertyDef.type) {
              continue;
            }
            throw new Error(`'${name}' contains two mappings with the same property, but each refers to a different type. All matching properties must refer to the same type.`);
          } else {
            seenProperties[propertyName] = newPropertyDef;
          }
        }
      }
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/sequence-definition.js
var SequenceDefinition = class extends Definition {
  constructor(key, definition) {
    super(key, definition);
    this.itemType = "";
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case SEQUENCE: {
            const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${SEQUENCE}`);
            for (const mappingPair of mapping) {
              const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${SEQUENCE} key`);
              switch (mappingKey.value) {
                case ITEM_TYPE: {
                  const itemType = mappingPair.value.assertString(`${DEFINITION} ${SEQUENCE} ${ITEM_TYPE}`);
                  this.itemType = itemType.value;
                  break;
                }
                default:
                  mappingKey.assertUnexpectedValue(`${DEFINITION} ${SEQUENCE} key`);
                  break;
              }
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.Sequence;
  }
  validate(schema2, name) {
    if (!this.itemType) {
      throw new Error(`'${name}' does not defined '${ITEM_TYPE}'`);
    }
    schema2.getDefinition(this.itemType);
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/string-definition.js
var StringDefinition = class extends ScalarDefinition {
  constructor(key, definition) {
    super(key, definition);
    this.constant = "";
    this.ignoreCase = false;
    this.requireNonEmpty = false;
    this.isExpression = false;
    if (definition) {
      for (const definitionPair of definition) {
        const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
        switch (definitionKey.value) {
          case STRING: {
            const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${STRING}`);
            for (const mappingPair of mapping) {
              const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${STRING} key`);
              switch (mappingKey.value) {
                case CONSTANT: {
                  const constantStringToken = mappingPair.value.assertString(`${DEFINITION} ${STRING} ${CONSTANT}`);
                  this.constant = constantStringToken.value;
                  break;
                }
                case IGNORE_CASE: {
                  const ignoreCaseBooleanToken = mappingPair.value.assertBoolean(`${DEFINITION} ${STRING} ${IGNORE_CASE}`);
                  this.ignoreCase = ignoreCaseBooleanToken.value;
                  break;
                }
                case REQUIRE_NON_EMPTY: {
                  const requireNonEmptyBooleanToken = mappingPair.value.assertBoolean(`${DEFINITION} ${STRING} ${REQUIRE_NON_EMPTY}`);
                  this.requireNonEmpty = requireNonEmptyBooleanToken.value;
                  break;
                }
                case IS_EXPRESSION: {
                  const isExpressionToken = mappingPair.value.assertBoolean(`${DEFINITION} ${STRING} ${IS_EXPRESSION}`);
                  this.isExpression = isExpressionToken.value;
                  break;
                }
                default:
                  mappingKey.assertUnexpectedValue(`${DEFINITION} ${STRING} key`);
                  break;
              }
            }
            break;
          }
          default:
            definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
        }
      }
    }
  }
  get definitionType() {
    return DefinitionType.String;
  }
  isMatch(literal) {
    if (literal.templateTokenType === TokenType2.String) {
      const value = literal.value;
      if (this.constant) {
        return this.ignoreCase ? this.constant.toUpperCase() === value.toUpperCase() : this.constant === value;
      } else if (this.requireNonEmpty) {
        return !!value;
      } else {
        return true;
      }
    }
    return false;
  }
  validate() {
    if (this.constant && this.requireNonEmpty) {
      throw new Error(`Properties '${CONSTANT}' and '${REQUIRE_NON_EMPTY}' cannot both be set`);
    }
  }
};

// node_modules/@actions/workflow-parser/dist/templates/schema/template-schema.js
var TemplateSchema = class _TemplateSchema {
  constructor(mapping) {
    this.definitions = {};
    this.version = "";
    this.definitions[NULL] = new NullDefinition(NULL);
    this.definitions[BOOLEAN] = new BooleanDefinition(BOOLEAN);
    this.definitions[NUMBER] = new NumberDefinition(NUMBER);
    this.definitions[STRING] = new StringDefinition(STRING);
    const sequenceDefinition = new SequenceDefinition(SEQUENCE);
    sequenceDefinition.itemType = ANY;
    this.definitions[sequenceDefinition.key] = sequenceDefinition;
    const mappingDefinition = new MappingDefinition(MAPPING);
    mappingDefinition.looseKeyType = STRING;
    mappingDefinition.looseValueType = ANY;
    this.definitions[mappingDefinition.key] = mappingDefinition;
    const anyDefinition = new OneOfDefinition(ANY);
    anyDefinition.oneOf.push(NULL);
    anyDefinition.oneOf.push(BOOLEAN);
    anyDefinition.oneOf.push(NUMBER);
    anyDefinition.oneOf.push(STRING);
    anyDefinition.oneOf.push(SEQUENCE);
    anyDefinition.oneOf.push(MAPPING);
    this.definitions[anyDefinition.key] = anyDefinition;
    if (mapping) {
      for (const pair of mapping) {
        const key = pair.key.assertString(`${TEMPLATE_SCHEMA} key`);
        switch (key.value) {
          case VERSION: {
            this.version = pair.value.assertString(`${TEMPLATE_SCHEMA} ${VERSION}`).value;
            break;
          }
          case DEFINITIONS: {
            const definitions = pair.value.assertMapping(`${TEMPLATE_SCHEMA} ${DEFINITIONS}`);
            for (const definitionsPair of definitions) {
              const definitionsKey = definitionsPair.key.assertString(`${TEMPLATE_SCHEMA} ${DEFINITIONS} key`);
              const definitionsValue = definitionsPair.value.assertMapping(`${TEMPLATE_SCHEMA} ${DEFINITIONS} value`);
              let definition;
              for (const definitionPair of definitionsValue) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                const mappingToken = definitionsPair.value;
                switch (definitionKey.value) {
                  case NULL:
                    definition = new NullDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case BOOLEAN:
                    definition = new BooleanDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case NUMBER:
                    definition = new NumberDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case STRING:
                    definition = new StringDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case SEQUENCE:
                    definition = new SequenceDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case MAPPING:
                    definition = new MappingDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case ONE_OF:
                    definition = new OneOfDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case ALLOWED_VALUES:
                    for (const item of mappingToken) {
                      if (item.value.templateTokenType === TokenType2.Sequence) {
                        const sequenceToken = item.value;
                        for (const activity of sequenceToken) {
                          if (activity.templateTokenType === TokenType2.String) {
                            const stringToken = activity;
                            const allowedValuesKey = definitionsKey.value + "-" + stringToken.value;
                            const allowedValuesDef = new StringDefinition(allowedValuesKey);
                            allowedValuesDef.constant = stringToken.toDisplayString();
                            this.definitions[allowedValuesKey] = allowedValuesDef;
                          }
                        }
                      }
                    }
                    definition = new OneOfDefinition(definitionsKey.value, definitionsValue);
                    break;
                  case CONTEXT:
                  case DESCRIPTION:
                    continue;
                  default:
                    definitionKey.assertUnexpectedValue(`${DEFINITION} mapping key`);
                    break;
                }
                break;
              }
              if (!definition) {
                throw new Error(`Not enough information to construct definition '${definitionsKey.value}'`);
              }
              this.definitions[definitionsKey.value] = definition;
            }
            break;
          }
          default:
            key.assertUnexpectedValue(`${TEMPLATE_SCHEMA} key`);
            break;
        }
      }
    }
  }
  /**
   * Looks up a definition by name
   */
  getDefinition(name) {
    const result = this.definitions[name];
    if (result) {
      return result;
    }
    throw new Error(`Schema definition '${name}' not found`);
  }
  /**
   * Expands one-of definitions and returns all scalar definitions
   */
  getScalarDefinitions(definition) {
    const result = [];
    switch (definition.definitionType) {
      case DefinitionType.Null:
      case DefinitionType.Boolean:
      case DefinitionType.Number:
      case DefinitionType.String:
        result.push(definition);
        break;
      case DefinitionType.OneOf: {
        const oneOf = definition;
        for (const nestedName of oneOf.oneOf) {
          const nestedDefinition = this.getDefinition(nestedName);
          result.push(...this.getScalarDefinitions(nestedDefinition));
        }
        break;
      }
    }
    return result;
  }
  /**
   * Expands one-of definitions and returns all matching definitions by type
   */
  getDefinitionsOfType(definition, type) {
    const result = [];
    if (definition.definitionType === type) {
      result.push(definition);
    } else if (definition.definitionType === DefinitionType.OneOf) {
      const oneOf = definition;
      for (const nestedName of oneOf.oneOf) {
        const nestedDefinition = this.getDefinition(nestedName);
        if (nestedDefinition.definitionType === type) {
          result.push(nestedDefinition);
        }
      }
    }
    return result;
  }
  /**
   * Attempts match the property name to a property defined by any of the specified definitions.
   * If matched, any unmatching definitions are filtered from the definitions array.
   * Returns the type information for the matched property.
   */
  matchPropertyAndFilter(definitions, propertyName) {
    let result;
    let notFoundInSome = false;
    for (const definition of definitions) {
      const propertyDef = definition.properties[propertyName];
      if (propertyDef) {
        result = propertyDef;
      } else {
        notFoundInSome = true;
      }
    }
    if (result && notFoundInSome) {
      for (let i = 0; i < definitions.length; ) {
        if (definitions[i].properties[propertyName]) {
          i++;
        } else {
          definitions.splice(i, 1);
        }
      }
    }
    return result;
  }
  validate() {
    const oneOfDefinitions = {};
    for (const name of Object.keys(this.definitions)) {
      if (!name.match(_TemplateSchema._definitionNamePattern)) {
        throw new Error(`Invalid definition name '${name}'`);
      }
      const definition = this.definitions[name];
      if (definition.definitionType === DefinitionType.OneOf) {
        oneOfDefinitions[name] = definition;
      } else {
        definition.validate(this, name);
      }
    }
    for (const name of Object.keys(oneOfDefinitions)) {
      const oneOf = oneOfDefinitions[name];
      oneOf.validate(this, name);
    }
  }
  /**
   * Loads a user-defined schema file
   */
  static load(objectReader) {
    const context = new TemplateContext(new TemplateValidationErrors(10, 500), _TemplateSchema.getInternalSchema(), new NoOperationTraceWriter());
    const template = readTemplate(context, TEMPLATE_SCHEMA, objectReader, void 0);
    context.errors.check();
    const mapping = template.assertMapping(TEMPLATE_SCHEMA);
    const schema2 = new _TemplateSchema(mapping);
    schema2.validate();
    return schema2;
  }
  /**
   * Gets the internal schema used for reading user-defined schema files
   */
  static getInternalSchema() {
    if (_TemplateSchema._internalSchema === void 0) {
      const schema2 = new _TemplateSchema();
      let mappingDefinition = new MappingDefinition(TEMPLATE_SCHEMA);
      mappingDefinition.properties[VERSION] = new PropertyDefinition(new StringToken(void 0, void 0, NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[DEFINITIONS] = new PropertyDefinition(new StringToken(void 0, void 0, DEFINITIONS, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(DEFINITIONS);
      mappingDefinition.looseKeyType = NON_EMPTY_STRING;
      mappingDefinition.looseValueType = DEFINITION;
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      let oneOfDefinition = new OneOfDefinition(DEFINITION);
      oneOfDefinition.oneOf.push(NULL_DEFINITION);
      oneOfDefinition.oneOf.push(BOOLEAN_DEFINITION);
      oneOfDefinition.oneOf.push(NUMBER_DEFINITION);
      oneOfDefinition.oneOf.push(STRING_DEFINITION);
      oneOfDefinition.oneOf.push(SEQUENCE_DEFINITION);
      oneOfDefinition.oneOf.push(MAPPING_DEFINITION);
      oneOfDefinition.oneOf.push(ONE_OF_DEFINITION);
      schema2.definitions[oneOfDefinition.key] = oneOfDefinition;
      mappingDefinition = new MappingDefinition(NULL_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[NULL] = new PropertyDefinition(new StringToken(void 0, void 0, NULL_DEFINITION_PROPERTIES, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(NULL_DEFINITION_PROPERTIES);
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(BOOLEAN_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[BOOLEAN] = new PropertyDefinition(new StringToken(void 0, void 0, BOOLEAN_DEFINITION_PROPERTIES, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(BOOLEAN_DEFINITION_PROPERTIES);
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(NUMBER_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[NUMBER] = new PropertyDefinition(new StringToken(void 0, void 0, NUMBER_DEFINITION_PROPERTIES, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(NUMBER_DEFINITION_PROPERTIES);
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(STRING_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[STRING] = new PropertyDefinition(new StringToken(void 0, void 0, STRING_DEFINITION_PROPERTIES, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(STRING_DEFINITION_PROPERTIES);
      mappingDefinition.properties[CONSTANT] = new PropertyDefinition(new StringToken(void 0, void 0, NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[IGNORE_CASE] = new PropertyDefinition(new StringToken(void 0, void 0, BOOLEAN, void 0));
      mappingDefinition.properties[REQUIRE_NON_EMPTY] = new PropertyDefinition(new StringToken(void 0, void 0, BOOLEAN, void 0));
      mappingDefinition.properties[IS_EXPRESSION] = new PropertyDefinition(new StringToken(void 0, void 0, BOOLEAN, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(SEQUENCE_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[SEQUENCE] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_DEFINITION_PROPERTIES, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(SEQUENCE_DEFINITION_PROPERTIES);
      mappingDefinition.properties[ITEM_TYPE] = new PropertyDefinition(new StringToken(void 0, void 0, NON_EMPTY_STRING, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(MAPPING_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[MAPPING] = new PropertyDefinition(new StringToken(void 0, void 0, MAPPING_DEFINITION_PROPERTIES, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(MAPPING_DEFINITION_PROPERTIES);
      mappingDefinition.properties[PROPERTIES] = new PropertyDefinition(new StringToken(void 0, void 0, PROPERTIES, void 0));
      mappingDefinition.properties[LOOSE_KEY_TYPE] = new PropertyDefinition(new StringToken(void 0, void 0, NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[LOOSE_VALUE_TYPE] = new PropertyDefinition(new StringToken(void 0, void 0, NON_EMPTY_STRING, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(PROPERTIES);
      mappingDefinition.looseKeyType = NON_EMPTY_STRING;
      mappingDefinition.looseValueType = PROPERTY_VALUE;
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      oneOfDefinition = new OneOfDefinition(PROPERTY_VALUE);
      oneOfDefinition.oneOf.push(NON_EMPTY_STRING);
      oneOfDefinition.oneOf.push(MAPPING_PROPERTY_VALUE);
      schema2.definitions[oneOfDefinition.key] = oneOfDefinition;
      mappingDefinition = new MappingDefinition(MAPPING_PROPERTY_VALUE);
      mappingDefinition.properties[TYPE] = new PropertyDefinition(new StringToken(void 0, void 0, NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[REQUIRED] = new PropertyDefinition(new StringToken(void 0, void 0, BOOLEAN, void 0));
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      mappingDefinition = new MappingDefinition(ONE_OF_DEFINITION);
      mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(void 0, void 0, STRING, void 0));
      mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[ONE_OF] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      mappingDefinition.properties[ALLOWED_VALUES] = new PropertyDefinition(new StringToken(void 0, void 0, SEQUENCE_OF_NON_EMPTY_STRING, void 0));
      schema2.definitions[mappingDefinition.key] = mappingDefinition;
      const stringDefinition = new StringDefinition(NON_EMPTY_STRING);
      stringDefinition.requireNonEmpty = true;
      schema2.definitions[stringDefinition.key] = stringDefinition;
      const sequenceDefinition = new SequenceDefinition(SEQUENCE_OF_NON_EMPTY_STRING);
      sequenceDefinition.itemType = NON_EMPTY_STRING;
      schema2.definitions[sequenceDefinition.key] = sequenceDefinition;
      schema2.validate();
      _TemplateSchema._internalSchema = schema2;
    }
    return _TemplateSchema._internalSchema;
  }
};
TemplateSchema._definitionNamePattern = /^[a-zA-Z_][a-zA-Z0-9_-]*$/;

// node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json
var workflow_v1_0_min_default = { version: "workflow-v1.0", definitions: { "workflow-root": { description: "A workflow file.", mapping: { properties: { on: "on", name: "workflow-name", description: "workflow-description", "run-name": "run-name", defaults: "workflow-defaults", env: "workflow-env", permissions: "permissions", concurrency: "workflow-concurrency", jobs: { type: "jobs", required: true } } } }, "workflow-root-strict": { description: "Workflow file with strict validation", mapping: { properties: { on: { type: "on-strict", required: true }, name: "workflow-name", description: "workflow-description", "run-name": "run-name", defaults: "workflow-defaults", env: "workflow-env", permissions: "permissions", concurrency: "workflow-concurrency", jobs: { type: "jobs", required: true } } } }, "workflow-name": { description: "The name of the workflow that GitHub displays on your repository's 'Actions' tab.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#name)", string: {} }, "workflow-description": { description: "A description for your workflow or reusable workflow", string: {} }, "run-name": { context: ["github", "inputs", "vars"], string: {}, description: "The name for workflow runs generated from the workflow. GitHub displays the workflow run name in the list of workflow runs on your repository's 'Actions' tab.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#run-name)" }, on: { description: "The GitHub event that triggers the workflow. Events can be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)", "one-of": ["string", "sequence", "on-mapping"] }, "on-mapping": { mapping: { properties: { workflow_call: "workflow-call" }, "loose-key-type": "non-empty-string", "loose-value-type": "any" } }, "on-strict": { description: "The GitHub event that triggers the workflow.  Events can be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)", "one-of": ["on-string-strict", "on-sequence-strict", "on-mapping-strict"] }, "on-mapping-strict": { description: "The GitHub event that triggers the workflow.  Events can be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)", mapping: { properties: { branch_protection_rule: "branch-protection-rule", check_run: "check-run", check_suite: "check-suite", create: "create", delete: "delete", deployment: "deployment", deployment_status: "deployment-status", discussion: "discussion", discussion_comment: "discussion-comment", fork: "fork", gollum: "gollum", image_version: "image-version", issue_comment: "issue-comment", issues: "issues", label: "label", merge_group: "merge-group", milestone: "milestone", page_build: "page-build", project: "project", project_card: "project-card", project_column: "project-column", public: "public", pull_request: "pull-request", pull_request_comment: "pull-request-comment", pull_request_review: "pull-request-review", pull_request_review_comment: "pull-request-review-comment", pull_request_target: "pull-request-target", push: "push", registry_package: "registry-package", release: "release", repository_dispatch: "repository-dispatch", schedule: "schedule", status: "status", watch: "watch", workflow_call: "workflow-call", workflow_dispatch: "workflow-dispatch", workflow_run: "workflow-run" } } }, "on-string-strict": { "one-of": ["branch-protection-rule-string", "check-run-string", "check-suite-string", "create-string", "delete-string", "deployment-string", "deployment-status-string", "discussion-string", "discussion-comment-string", "fork-string", "gollum-string", "image-version-string", "issue-comment-string", "issues-string", "label-string", "merge-group-string", "milestone-string", "page-build-string", "project-string", "project-card-string", "project-column-string", "public-string", "pull-request-string", "pull-request-comment-string", "pull-request-review-string", "pull-request-review-comment-string", "pull-request-target-string", "push-string", "registry-package-string", "release-string", "repository-dispatch-string", "schedule-string", "status-string", "watch-string", "workflow-call-string", "workflow-dispatch-string", "workflow-run-string"] }, "on-sequence-strict": { sequence: { "item-type": "on-string-strict" } }, "branch-protection-rule-string": { description: "Runs your workflow when branch protection rules in the workflow repository are changed.", string: { constant: "branch_protection_rule" } }, "branch-protection-rule": { description: "Runs your workflow when branch protection rules in the workflow repository are changed.", "one-of": ["null", "branch-protection-rule-mapping"] }, "branch-protection-rule-mapping": { mapping: { properties: { types: "branch-protection-rule-activity" } } }, "branch-protection-rule-activity": { description: "The types of branch protection rule activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.", "one-of": ["branch-protection-rule-activity-type", "branch-protection-rule-activity-types"] }, "branch-protection-rule-activity-types": { sequence: { "item-type": "branch-protection-rule-activity-type" } }, "branch-protection-rule-activity-type": { "allowed-values": ["created", "edited", "deleted"] }, "check-run-string": { description: "Runs your workflow when activity related to a check run occurs. A check run is an individual test that is part of a check suite.", string: { constant: "check_run" } }, "check-run": { description: "Runs your workflow when activity related to a check run occurs. A check run is an individual test that is part of a check suite.", "one-of": ["null", "check-run-mapping"] }, "check-run-mapping": { mapping: { properties: { types: "check-run-activity" } } }, "check-run-activity": { description: "The types of check run activity that trigger the workflow. Supported activity types: `created`, `rerequested`, `completed`, `requested_action`.", "one-of": ["check-run-activity-type", "check-run-activity-types"] }, "check-run-activity-types": { sequence: { "item-type": "check-run-activity-type" } }, "check-run-activity-type": { "allowed-values": ["completed", "created", "rerequested", "requested_action"] }, "check-suite-string": { description: "Runs your workflow when check suite activity occurs. A check suite is a collection of the check runs created for a specific commit. Check suites summarize the status and conclusion of the check runs that are in the suite.", string: { constant: "check_suite" } }, "check-suite": { description: "Runs your workflow when check suite activity occurs. A check suite is a collection of the check runs created for a specific commit. Check suites summarize the status and conclusion of the check runs that are in the suite.", "one-of": ["null", "check-suite-mapping"] }, "check-suite-mapping": { mapping: { properties: { types: "check-suite-activity" } } }, "check-suite-activity": { description: "The types of check suite activity that trigger the workflow. Supported activity types: `completed`.", "one-of": ["check-suite-activity-type", "check-suite-activity-types"] }, "check-suite-activity-types": { sequence: { "item-type": "check-suite-activity-type" } }, "check-suite-activity-type": { "allowed-values": ["completed"] }, "create-string": { description: "Runs your workflow when someone creates a Git reference (Git branch or tag) in the workflow's repository.", string: { constant: "create" } }, create: { description: "Runs your workflow when someone creates a Git reference (Git branch or tag) in the workflow's repository.", null: {} }, "delete-string": { description: "Runs your workflow when someone deletes a Git reference (Git branch or tag) in the workflow's repository.", string: { constant: "delete" } }, delete: { description: "Runs your workflow when someone deletes a Git reference (Git branch or tag) in the workflow's repository.", null: {} }, "deployment-string": { description: "Runs your workflow when someone creates a deployment in the workflow's repository. Deployments created with a commit SHA may not have a Git ref.", string: { constant: "deployment" } }, deployment: { description: "Runs your workflow when someone creates a deployment in the workflow's repository. Deployments created with a commit SHA may not have a Git ref.", null: {} }, "deployment-status-string": { description: "Runs your workflow when a third party provides a deployment status. Deployments created with a commit SHA may not have a Git ref.", string: { constant: "deployment_status" } }, "deployment-status": { description: "Runs your workflow when a third party provides a deployment status. Deployments created with a commit SHA may not have a Git ref.", null: {} }, "discussion-string": { description: "Runs your workflow when a discussion in the workflow's repository is created or modified. For activity related to comments on a discussion, use the `discussion_comment` event.", string: { constant: "discussion" } }, discussion: { description: "Runs your workflow when a discussion in the workflow's repository is created or modified. For activity related to comments on a discussion, use the `discussion_comment` event.", "one-of": ["null", "discussion-mapping"] }, "discussion-mapping": { mapping: { properties: { types: "discussion-activity" } } }, "discussion-activity": { description: "The types of discussion activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`, `transferred`, `pinned`, `unpinned`, `labeled`, `unlabeled`, `locked`, `unlocked`, `category_changed`, `answered`, `unanswered`.", "one-of": ["discussion-activity-type", "discussion-activity-types"] }, "discussion-activity-types": { sequence: { "item-type": "discussion-activity-type" } }, "discussion-activity-type": { "allowed-values": ["created", "edited", "deleted", "transferred", "pinned", "unpinned", "labeled", "unlabeled", "locked", "unlocked", "category_changed", "answered", "unanswered"] }, "discussion-comment-string": { description: "Runs your workflow when a comment on a discussion in the workflow's repository is created or modified. For activity related to a discussion as opposed to comments on the discussion, use the `discussion` event.", string: { constant: "discussion_comment" } }, "discussion-comment": { description: "Runs your workflow when a comment on a discussion in the workflow's repository is created or modified. For activity related to a discussion as opposed to comments on the discussion, use the `discussion` event.", "one-of": ["null", "discussion-comment-mapping"] }, "discussion-comment-mapping": { mapping: { properties: { types: "discussion-comment-activity" } } }, "discussion-comment-activity": { description: "The types of discussion comment activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.", "one-of": ["discussion-comment-activity-type", "discussion-comment-activity-types"] }, "discussion-comment-activity-types": { sequence: { "item-type": "discussion-comment-activity-type" } }, "discussion-comment-activity-type": { "allowed-values": ["created", "edited", "deleted"] }, "fork-string": { description: "Runs your workflow when someone forks a repository.", string: { constant: "fork" } }, fork: { description: "Runs your workflow when someone forks a repository.", null: {} }, "gollum-string": { description: "Runs your workflow when someone creates or updates a Wiki page.", string: { constant: "gollum" } }, gollum: { description: "Runs your workflow when someone creates or updates a Wiki page.", null: {} }, "image-version-string": { description: "Runs your workflow when an image version is created or changes state.", string: { constant: "image_version" } }, "image-version": { description: "Runs your workflow when an image version is created or changes state.", "one-of": ["null", "image-version-mapping"] }, "image-version-mapping": { mapping: { properties: { types: "image-version-activity", names: "event-names", versions: "event-versions" } } }, "image-version-activity": { description: "The types of image version activity that trigger the workflow. Supported activity types: `created`, `ready`, `deleted`.", "one-of": ["image-version-activity-type", "image-version-activity-types"] }, "image-version-activity-types": { sequence: { "item-type": "image-version-activity-type" } }, "image-version-activity-type": { "allowed-values": ["created", "ready", "deleted"] }, "issue-comment-string": { description: "Runs your workflow when an issue or pull request comment is created, edited, or deleted.", string: { constant: "issue_comment" } }, "issue-comment": { description: "Runs your workflow when an issue or pull request comment is created, edited, or deleted.", "one-of": ["null", "issue-comment-mapping"] }, "issue-comment-mapping": { mapping: { properties: { types: "issue-comment-activity" } } }, "issue-comment-activity": { description: "The types of issue comment activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.", "one-of": ["issue-comment-activity-type", "issue-comment-activity-types"] }, "issue-comment-activity-types": { sequence: { "item-type": "issue-comment-activity-type" } }, "issue-comment-activity-type": { "allowed-values": ["created", "edited", "deleted"] }, "issues-string": { description: "Runs your workflow when an issue in the workflow's repository is created or modified. For activity related to comments in an issue, use the `issue_comment` event.", string: { constant: "issues" } }, issues: { description: "Runs your workflow when an issue in the workflow's repository is created or modified. For activity related to comments in an issue, use the `issue_comment` event.", "one-of": ["null", "issues-mapping"] }, "issues-mapping": { mapping: { properties: { types: "issues-activity" } } }, "issues-activity": { description: "The types of issue activity that trigger the workflow. Supported activity types: `opened`, `edited`, `deleted`, `transferred`, `pinned`, `unpinned`, `closed`, `reopened`, `assigned`, `unassigned`, `labeled`, `unlabeled`, `locked`, `unlocked`, `milestoned`, `demilestoned`, `field_added`, `field_removed`, `typed`, `untyped`.", "one-of": ["issues-activity-type", "issues-activity-types"] }, "issues-activity-types": { sequence: { "item-type": "issues-activity-type" } }, "issues-activity-type": { "allowed-values": ["opened", "edited", "deleted", "transferred", "pinned", "unpinned", "closed", "reopened", "assigned", "unassigned", "labeled", "unlabeled", "locked", "unlocked", "milestoned", "demilestoned", "field_added", "field_removed", "typed", "untyped"] }, "label-string": { description: "Runs your workflow when a label in your workflow's repository is created or modified.", string: { constant: "label" } }, label: { description: "Runs your workflow when a label in your workflow's repository is created or modified.", "one-of": ["null", "label-mapping"] }, "label-mapping": { mapping: { properties: { types: "label-activity" } } }, "label-activity": { description: "The types of label activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.", "one-of": ["label-activity-type", "label-activity-types"] }, "label-activity-types": { sequence: { "item-type": "label-activity-type" } }, "label-activity-type": { "allowed-values": ["created", "edited", "deleted"] }, "merge-group-string": { description: "Runs your workflow when a pull request is added to a merge queue, which adds the pull request to a merge group.", string: { constant: "merge_group" } }, "merge-group": { description: "Runs your workflow when a pull request is added to a merge queue, which adds the pull request to a merge group.", "one-of": ["null", "merge-group-mapping"] }, "merge-group-mapping": { mapping: { properties: { types: "merge-group-activity", branches: "event-branches", "branches-ignore": "event-branches-ignore" } } }, "merge-group-activity": { description: "The types of merge group activity that trigger the workflow. Supported activity types: `checks_requested`.", "one-of": ["merge-group-activity-type", "merge-group-activity-types"] }, "merge-group-activity-types": { sequence: { "item-type": "merge-group-activity-type" } }, "merge-group-activity-type": { "allowed-values": ["checks_requested"] }, "milestone-string": { description: "Runs your workflow when a milestone in the workflow's repository is created or modified.", string: { constant: "milestone" } }, milestone: { description: "Runs your workflow when a milestone in the workflow's repository is created or modified.", "one-of": ["null", "milestone-mapping"] }, "milestone-mapping": { mapping: { properties: { types: "milestone-activity" } } }, "milestone-activity": { description: "The types of milestone activity that trigger the workflow. Supported activity types: `created`, `closed`, `opened`, `edited`, `deleted`.", "one-of": ["milestone-activity-type", "milestone-activity-types"] }, "milestone-activity-types": { sequence: { "item-type": "milestone-activity-type" } }, "milestone-activity-type": { "allowed-values": ["created", "closed", "opened", "edited", "deleted"] }, "page-build-string": { description: "Runs your workflow when someone pushes to a branch that is the publishing source for GitHub Pages, if GitHub Pages is enabled for the repository.", string: { constant: "page_build" } }, "page-build": { description: "Runs your workflow when someone pushes to a branch that is the publishing source for GitHub Pages, if GitHub Pages is enabled for the repository.", null: {} }, "project-string": { description: "Runs your workflow when a project board is created or modified. For activity related to cards or columns in a project board, use the `project_card` or `project_column` events instead.", string: { constant: "project" } }, project: { description: "Runs your workflow when a project board is created or modified. For activity related to cards or columns in a project board, use the `project_card` or `project_column` events instead.", "one-of": ["null", "project-mapping"] }, "project-mapping": { mapping: { properties: { types: "project-activity" } } }, "project-activity": { description: "The types of project activity that trigger the workflow. Supported activity types: `created`, `closed`, `reopened`, `edited`, `deleted`.", "one-of": ["project-activity-type", "project-activity-types"] }, "project-activity-types": { sequence: { "item-type": "project-activity-type" } }, "project-activity-type": { "allowed-values": ["created", "closed", "reopened", "edited", "deleted"] }, "project-card-string": { description: "Runs your workflow when a card on a project board is created or modified. For activity related to project boards or columns in a project board, use the `project` or `project_column` event instead.", string: { constant: "project_card" } }, "project-card": { description: "Runs your workflow when a card on a project board is created or modified. For activity related to project boards or columns in a project board, use the `project` or `project_column` event instead.", "one-of": ["null", "project-card-mapping"] }, "project-card-mapping": { mapping: { properties: { types: "project-card-activity" } } }, "project-card-activity": { description: "The types of project card activity that trigger the workflow. Supported activity types: `created`, `moved`, `converted`, `edited`, `deleted`.", "one-of": ["project-card-activity-type", "project-card-activity-types"] }, "project-card-activity-types": { sequence: { "item-type": "project-card-activity-type" } }, "project-card-activity-type": { "allowed-values": ["created", "moved", "converted", "edited", "deleted"] }, "project-column-string": { description: "Runs your workflow when a column on a project board is created or modified. For activity related to project boards or cards in a project board, use the `project` or `project_card` event instead.", string: { constant: "project_column" } }, "project-column": { description: "Runs your workflow when a column on a project board is created or modified. For activity related to project boards or cards in a project board, use the `project` or `project_card` event instead.", "one-of": ["null", "project-column-mapping"] }, "project-column-mapping": { mapping: { properties: { types: "project-column-activity" } } }, "project-column-activity": { description: "The types of project column activity that trigger the workflow. Supported activity types: `created`, `updated`, `moved`, `deleted`.", "one-of": ["project-column-activity-type", "project-column-activity-types"] }, "project-column-activity-types": { sequence: { "item-type": "project-column-activity-type" } }, "project-column-activity-type": { "allowed-values": ["created", "updated", "moved", "deleted"] }, "public-string": { description: "Runs your workflow when your workflow's repository changes from private to public.", string: { constant: "public" } }, public: { description: "Runs your workflow when your workflow's repository changes from private to public.", null: {} }, "pull-request-string": { description: "Runs your workflow when activity on a pull request in the workflow's repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.", string: { constant: "pull_request" } }, "pull-request": { description: "Runs your workflow when activity on a pull request in the workflow's repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.", "one-of": ["null", "pull-request-mapping"] }, "pull-request-mapping": { mapping: { properties: { types: "pull-request-activity", branches: "event-branches", "branches-ignore": "event-branches-ignore", paths: "event-paths", "paths-ignore": "event-paths-ignore" } } }, "pull-request-activity": { description: "The types of pull request activity that trigger the workflow. Supported activity types: `assigned`, `unassigned`, `labeled`, `unlabeled`, `opened`, `edited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `locked`, `unlocked`, `enqueued`, `dequeued`, `milestoned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_request_removed`, `auto_merge_enabled`, `auto_merge_disabled`, `stacked`.", "one-of": ["pull-request-activity-type", "pull-request-activity-types"] }, "pull-request-activity-types": { sequence: { "item-type": "pull-request-activity-type" } }, "pull-request-activity-type": { "allowed-values": ["assigned", "unassigned", "labeled", "unlabeled", "opened", "edited", "closed", "reopened", "synchronize", "converted_to_draft", "locked", "unlocked", "enqueued", "dequeued", "milestoned", "demilestoned", "ready_for_review", "review_requested", "review_request_removed", "auto_merge_enabled", "auto_merge_disabled", "stacked"] }, "pull-request-comment-string": { description: "Please use the `issue_comment` event instead.", string: { constant: "pull_request_comment" } }, "pull-request-comment": { description: "Please use the `issue_comment` event instead.", "one-of": ["null", "issue-comment-mapping"] }, "pull-request-review-string": { description: "Runs your workflow when a pull request review is submitted, edited, or dismissed. A pull request review is a group of pull request review comments in addition to a body comment and a state. For activity related to pull request review comments or pull request comments, use the `pull_request_review_comment` or `issue_comment` events instead.", string: { constant: "pull_request_review" } }, "pull-request-review": { description: "Runs your workflow when a pull request review is submitted, edited, or dismissed. A pull request review is a group of pull request review comments in addition to a body comment and a state. For activity related to pull request review comments or pull request comments, use the `pull_request_review_comment` or `issue_comment` events instead.", "one-of": ["null", "pull-request-review-mapping"] }, "pull-request-review-mapping": { mapping: { properties: { types: "pull-request-review-activity" } } }, "pull-request-review-activity": { description: "The types of pull request review activity that trigger the workflow. Supported activity types: `submitted`, `edited`, `dismissed`.", "one-of": ["pull-request-review-activity-type", "pull-request-review-activity-types"] }, "pull-request-review-activity-types": { sequence: { "item-type": "pull-request-review-activity-type" } }, "pull-request-review-activity-type": { "allowed-values": ["submitted", "edited", "dismissed"] }, "pull-request-review-comment-string": { description: "", string: { constant: "pull_request_review_comment" } }, "pull-request-review-comment": { description: "", "one-of": ["null", "pull-request-review-comment-mapping"] }, "pull-request-review-comment-mapping": { mapping: { properties: { types: "pull-request-review-comment-activity" } } }, "pull-request-review-comment-activity": { description: "The types of pull request review comment activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.", "one-of": ["pull-request-review-comment-activity-type", "pull-request-review-comment-activity-types"] }, "pull-request-review-comment-activity-types": { sequence: { "item-type": "pull-request-review-comment-activity-type" } }, "pull-request-review-comment-activity-type": { "allowed-values": ["created", "edited", "deleted"] }, "pull-request-target-string": { description: "Runs your workflow when activity on a pull request in the workflow's repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.\n\nThis event runs in the context of the base of the pull request, rather than in the context of the merge commit, as the `pull_request` event does. This prevents execution of unsafe code from the head of the pull request that could alter your repository or steal any secrets you use in your workflow. This event allows your workflow to do things like label or comment on pull requests from forks. Avoid using this event if you need to build or run code from the pull request.", string: { constant: "pull_request_target" } }, "pull-request-target": { description: "Runs your workflow when activity on a pull request in the workflow's repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.\n\nThis event runs in the context of the base of the pull request, rather than in the context of the merge commit, as the `pull_request` event does. This prevents execution of unsafe code from the head of the pull request that could alter your repository or steal any secrets you use in your workflow. This event allows your workflow to do things like label or comment on pull requests from forks. Avoid using this event if you need to build or run code from the pull request.", "one-of": ["null", "pull-request-target-mapping"] }, "pull-request-target-mapping": { mapping: { properties: { types: "pull-request-target-activity", branches: "event-branches", "branches-ignore": "event-branches-ignore", paths: "event-paths", "paths-ignore": "event-paths-ignore" } } }, "pull-request-target-activity": { description: "The types of pull request activity that trigger the workflow. Supported activity types: `assigned`, `unassigned`, `labeled`, `unlabeled`, `opened`, `edited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `locked`, `unlocked`, `enqueued`, `dequeued`, `milestoned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_request_removed`, `auto_merge_enabled`, `auto_merge_disabled`, `stacked`.", "one-of": ["pull-request-target-activity-type", "pull-request-target-activity-types"] }, "pull-request-target-activity-types": { sequence: { "item-type": "pull-request-target-activity-type" } }, "pull-request-target-activity-type": { "allowed-values": ["assigned", "unassigned", "labeled", "unlabeled", "opened", "edited", "closed", "reopened", "synchronize", "converted_to_draft", "locked", "unlocked", "enqueued", "dequeued", "milestoned", "demilestoned", "ready_for_review", "review_requested", "review_request_removed", "auto_merge_enabled", "auto_merge_disabled", "stacked"] }, "push-string": { description: "Runs your workflow when you push a commit or tag.", string: { constant: "push" } }, push: { description: "Runs your workflow when you push a commit or tag.", "one-of": ["null", "push-mapping"] }, "push-mapping": { mapping: { properties: { branches: "event-branches", "branches-ignore": "event-branches-ignore", tags: "event-tags", "tags-ignore": "event-tags-ignore", paths: "event-paths", "paths-ignore": "event-paths-ignore" } } }, "registry-package-string": { description: "Runs your workflow when activity related to GitHub Packages occurs in your repository.", string: { constant: "registry_package" } }, "registry-package": { description: "Runs your workflow when activity related to GitHub Packages occurs in your repository.", "one-of": ["null", "registry-package-mapping"] }, "registry-package-mapping": { mapping: { properties: { types: "registry-package-activity" } } }, "registry-package-activity": { description: "The types of registry package activity that trigger the workflow. Supported activity types: `published`, `updated`.", "one-of": ["registry-package-activity-type", "registry-package-activity-types"] }, "registry-package-activity-types": { sequence: { "item-type": "registry-package-activity-type" } }, "registry-package-activity-type": { "allowed-values": ["published", "updated"] }, "release-string": { description: "Runs your workflow when release activity in your repository occurs.", string: { constant: "release" } }, release: { description: "Runs your workflow when release activity in your repository occurs.", "one-of": ["null", "release-mapping"] }, "release-mapping": { mapping: { properties: { types: "release-activity" } } }, "release-activity": { description: "The types of release activity that trigger the workflow. Supported activity types: `published`, `unpublished`, `created`, `edited`, `deleted`, `prereleased`, `released`.", "one-of": ["release-activity-type", "release-activity-types"] }, "release-activity-types": { sequence: { "item-type": "release-activity-type" } }, "release-activity-type": { "allowed-values": ["published", "unpublished", "created", "edited", "deleted", "prereleased", "released"] }, "schedule-string": { description: "The `schedule` event allows you to trigger a workflow at a scheduled time.\n\nYou can schedule a workflow to run at specific UTC times using POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortest interval you can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syntax `@yearly`, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.", string: { constant: "schedule" } }, schedule: { description: "The `schedule` event allows you to trigger a workflow at a scheduled time.\n\nYou can schedule a workflow to run at specific UTC times using POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortest interval you can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syntax `@yearly`, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.", sequence: { "item-type": "cron-mapping" } }, "status-string": { description: "Runs your workflow when the status of a Git commit changes. For example, commits can be marked as `error`, `failure`, `pending`, or `success`. If you want to provide more details about the status change, you may want to use the `check_run` event.", string: { constant: "status" } }, status: { description: "Runs your workflow when the status of a Git commit changes. For example, commits can be marked as `error`, `failure`, `pending`, or `success`. If you want to provide more details about the status change, you may want to use the `check_run` event.", null: {} }, "watch-string": { description: "Runs your workflow when the workflow's repository is starred.", string: { constant: "watch" } }, watch: { description: "Runs your workflow when the workflow's repository is starred.", "one-of": ["null", "watch-mapping"] }, "watch-mapping": { mapping: { properties: { types: "watch-activity" } } }, "watch-activity": { description: "The types of watch activity that trigger the workflow. Supported activity types: `started`.", "one-of": ["watch-activity-type", "watch-activity-types"] }, "watch-activity-types": { sequence: { "item-type": "watch-activity-type" } }, "watch-activity-type": { "allowed-values": ["started"] }, "workflow-run-string": { description: "This event occurs when a workflow run is requested or completed. It allows you to execute a workflow based on execution or completion of another workflow. The workflow started by the `workflow_run` event is able to access secrets and write tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is intentionally not privileged, but you need to take a privileged action in a later workflow.", string: { constant: "workflow_run" } }, "workflow-run": { description: "This event occurs when a workflow run is requested or completed. It allows you to execute a workflow based on execution or completion of another workflow. The workflow started by the `workflow_run` event is able to access secrets and write tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is intentionally not privileged, but you need to take a privileged action in a later workflow.", "one-of": ["null", "workflow-run-mapping"] }, "workflow-run-mapping": { mapping: { properties: { types: "workflow-run-activity", workflows: "workflow-run-workflows", branches: "event-branches", "branches-ignore": "event-branches-ignore" } } }, "workflow-run-workflows": { description: "The name of the workflow that triggers the `workflow_run` event. The workflow must be in the same repository as the workflow that uses the `workflow_run` event.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "workflow-run-activity": { description: "The types of workflow run activity that trigger the workflow. Supported activity types: `completed`, `requested`, `in_progress`.", "one-of": ["workflow-run-activity-type", "workflow-run-activity-types"] }, "workflow-run-activity-types": { sequence: { "item-type": "workflow-run-activity-type" } }, "workflow-run-activity-type": { "allowed-values": ["requested", "completed", "in_progress"] }, "event-branches": { description: "Use the `branches` filter when you want to include branch name patterns or when you want to both include and exclude branch name patterns. You cannot use both the `branches` and `branches-ignore` filters for the same event in a workflow.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-branches-ignore": { description: "Use the `branches-ignore` filter when you only want to exclude branch name patterns. You cannot use both the `branches` and `branches-ignore` filters for the same event in a workflow.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-names": { description: "Use the `names` filter when you want to include names via patterns or when you want to both include and exclude names using patterns. ", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-tags": { description: "Use the `tags` filter when you want to include tag name patterns or when you want to both include and exclude tag names patterns. You cannot use both the `tags` and `tags-ignore` filters for the same event in a workflow.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-tags-ignore": { description: "Use the `tags-ignore` filter when you only want to exclude tag name patterns. You cannot use both the `tags` and `tags-ignore` filters for the same event in a workflow.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-paths": { description: "Use the `paths` filter when you want to include file path patterns or when you want to both include and exclude file path patterns. You cannot use both the `paths` and `paths-ignore` filters for the same event in a workflow.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-paths-ignore": { description: "Use the `paths-ignore` filter when you only want to exclude file path patterns. You cannot use both the `paths` and `paths-ignore` filters for the same event in a workflow.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "event-versions": { description: "Use the `versions` filter when you want to include versions via patterns or when you want to both include and exclude versions using patterns. ", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "repository-dispatch-string": { description: "You can use the GitHub API to trigger a webhook event called `repository_dispatch` when you want to trigger a workflow for activity that happens outside of GitHub.", string: { constant: "branch_protection_rule" } }, "repository-dispatch": { description: "You can use the GitHub API to trigger a webhook event called `repository_dispatch` when you want to trigger a workflow for activity that happens outside of GitHub.", "one-of": ["null", "repository-dispatch-mapping"] }, "repository-dispatch-mapping": { mapping: { properties: { types: "sequence-of-non-empty-string" } } }, "workflow-call-string": { description: "The `workflow_call` event is used to indicate that a workflow can be called by another workflow. When a workflow is triggered with the `workflow_call` event, the event payload in the called workflow is the same event payload from the calling workflow.", string: { constant: "workflow_call" } }, "workflow-call": { description: "The `workflow_call` event is used to indicate that a workflow can be called by another workflow. When a workflow is triggered with the `workflow_call` event, the event payload in the called workflow is the same event payload from the calling workflow.", "one-of": ["null", "workflow-call-mapping"] }, "workflow-call-mapping": { mapping: { properties: { inputs: "workflow-call-inputs", secrets: "workflow-call-secrets", outputs: "workflow-call-outputs" } } }, "workflow-call-inputs": { description: "Inputs that are passed to the called workflow from the caller workflow.", mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "workflow-call-input-definition" } }, "workflow-call-input-definition": { mapping: { properties: { description: { type: "string", description: "A string description of the input parameter." }, type: { type: "workflow-call-input-type", required: true }, required: { type: "boolean", description: "A boolean to indicate whether the action requires the input parameter. Set to `true` when the parameter is required." }, default: "workflow-call-input-default" } } }, "workflow-call-input-type": { description: "Required if input is defined for the `on.workflow_call` keyword. The value of this parameter is a string specifying the data type of the input. This must be one of: `boolean`, `number`, or `string`.", "one-of": ["input-type-string", "input-type-boolean", "input-type-number"] }, "input-type-string": { string: { constant: "string" } }, "input-type-boolean": { string: { constant: "boolean" } }, "input-type-number": { string: { constant: "number" } }, "input-type-choice": { string: { constant: "choice" } }, "input-type-environment": { string: { constant: "environment" } }, "workflow-call-input-default": { description: 'If a `default` parameter is not set, the default value of the input is `false` for boolean, `0` for a number, and `""` for a string.', context: ["github", "inputs", "vars"], "one-of": ["string", "boolean", "number"] }, "workflow-call-secrets": { description: "A map of the secrets that can be used in the called workflow. Within the called workflow, you can use the `secrets` context to refer to a secret.", mapping: { "loose-key-type": "workflow-call-secret-name", "loose-value-type": "workflow-call-secret-definition" } }, "workflow-call-secret-name": { string: { "require-non-empty": true }, description: "A string identifier to associate with the secret." }, "workflow-call-secret-definition": { "one-of": ["null", "workflow-call-secret-mapping-definition"] }, "workflow-call-secret-mapping-definition": { mapping: { properties: { description: { type: "string", description: "A string description of the secret parameter." }, required: { type: "boolean", description: "A boolean specifying whether the secret must be supplied." } } } }, "workflow-call-outputs": { description: "A reusable workflow may generate data that you want to use in the caller workflow. To use these outputs, you must specify them as the outputs of the reusable workflow.", mapping: { "loose-key-type": "workflow-call-output-name", "loose-value-type": "workflow-call-output-definition" } }, "workflow-call-output-name": { string: { "require-non-empty": true }, description: "A string identifier to associate with the output. The value of `<output_id>` is a map of the input's metadata. The `<output_id>` must be a unique identifier within the outputs object and must start with a letter or _ and contain only alphanumeric characters, -, or _." }, "workflow-call-output-definition": { mapping: { properties: { description: { type: "string", description: "A string description of the output parameter." }, value: { type: "workflow-output-context", required: true } } } }, "workflow-output-context": { description: "The value to assign to the output parameter.", context: ["github", "inputs", "vars", "jobs"], string: {} }, "workflow-dispatch-string": { description: "The `workflow_dispatch` event allows you to manually trigger a workflow run. A workflow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.", string: { constant: "workflow_dispatch" } }, "workflow-dispatch": { description: "The `workflow_dispatch` event allows you to manually trigger a workflow run. A workflow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.", "one-of": ["null", "workflow-dispatch-mapping"] }, "workflow-dispatch-mapping": { mapping: { properties: { inputs: "workflow-dispatch-inputs" } } }, "workflow-dispatch-inputs": { description: "You can configure custom-defined input properties, default input values, and required inputs for the event directly in your workflow. When you trigger the event, you can provide the `ref` and any `inputs`. When the workflow runs, you can access the input values in the `inputs` context.", mapping: { "loose-key-type": "workflow-dispatch-input-name", "loose-value-type": "workflow-dispatch-input" } }, "workflow-dispatch-input-name": { string: { "require-non-empty": true }, description: "A string identifier to associate with the input. The value of <input_id> is a map of the input's metadata. The <input_id> must be a unique identifier within the inputs object. The <input_id> must start with a letter or _ and contain only alphanumeric characters, -, or _." }, "workflow-dispatch-input": { mapping: { properties: { description: { type: "string", description: "A string description of the input parameter." }, type: { type: "workflow-dispatch-input-type" }, required: { type: "boolean", description: "A boolean to indicate whether the workflow requires the input parameter. Set to true when the parameter is required." }, default: "workflow-dispatch-input-default", options: { type: "sequence-of-string", description: "The options of the dropdown list, if the type is a choice." } } } }, "workflow-dispatch-input-type": { description: "A string representing the type of the input. This must be one of: `boolean`, `number`, `string`, `choice`, or `environment`.", "one-of": ["input-type-string", "input-type-boolean", "input-type-number", "input-type-environment", "input-type-choice"] }, "workflow-dispatch-input-default": { description: "The default value is used when an input parameter isn't specified in a workflow file.", "one-of": ["string", "boolean", "number"] }, permissions: { description: "You can use `permissions` to modify the default permissions granted to the `GITHUB_TOKEN`, adding or removing access as required, so that you only allow the minimum required access.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#permissions)", "one-of": ["permissions-mapping", "permission-level-shorthand-read-all", "permission-level-shorthand-write-all"] }, "permissions-mapping": { mapping: { properties: { actions: { type: "permission-level-any", description: "Actions workflows, workflow runs, and artifacts." }, "artifact-metadata": { type: "permission-level-any", description: "Storage and deployment records for build artifacts." }, attestations: { type: "permission-level-any", description: "Artifact attestations." }, checks: { type: "permission-level-any", description: "Check runs and check suites." }, "code-quality": { type: "permission-level-any", description: "Code quality data." }, contents: { type: "permission-level-any", description: "Repository contents, commits, branches, downloads, releases, and merges." }, "copilot-requests": { type: "permission-level-write-or-no-access", description: "GitHub Copilot requests." }, deployments: { type: "permission-level-any", description: "Deployments and deployment statuses." }, discussions: { type: "permission-level-any", description: "Discussions and related comments and labels." }, drives: { type: "permission-level-any", description: "GitHub Drives persistent workspace storage. Use `read` for checkout and `write` to commit changes." }, "id-token": { type: "permission-level-write-or-no-access", description: "Token to request an OpenID Connect token." }, issues: { type: "permission-level-any", description: "Issues and related comments, assignees, labels, and milestones." }, models: { type: "permission-level-read-or-no-access", description: "Call AI models with GitHub Models." }, packages: { type: "permission-level-any", description: "Packages published to the GitHub Package Platform." }, pages: { type: "permission-level-any", description: "Retrieve Pages statuses, configuration, and builds, as well as create new builds." }, "pull-requests": { type: "permission-level-any", description: "Pull requests and related comments, assignees, labels, milestones, and merges." }, "repository-projects": { type: "permission-level-any", description: "Classic projects within a repository." }, "security-events": { type: "permission-level-any", description: "Code scanning alerts." }, statuses: { type: "permission-level-any", description: "Commit statuses." }, "vulnerability-alerts": { type: "permission-level-read-or-no-access", description: "Dependabot alerts." } } } }, "permission-level-any": { description: "The permission level for the `GITHUB_TOKEN`.", "one-of": ["permission-level-read", "permission-level-write", "permission-level-no-access"] }, "permission-level-read-or-no-access": { "one-of": ["permission-level-read", "permission-level-no-access"] }, "permission-level-write-or-no-access": { "one-of": ["permission-level-write", "permission-level-no-access"] }, "permission-level-read": { description: "The permission level for the `GITHUB_TOKEN`. Grants `read` permission for the specified scope.", string: { constant: "read" } }, "permission-level-write": { description: "The permission level for the `GITHUB_TOKEN`. Grants `write` permission for the specified scope.", string: { constant: "write" } }, "permission-level-no-access": { description: "The permission level for the `GITHUB_TOKEN`. Restricts all access for the specified scope.", string: { constant: "none" } }, "permission-level-shorthand-read-all": { description: "The permission level for the `GITHUB_TOKEN`. Grants `read` access for all scopes.", string: { constant: "read-all" } }, "permission-level-shorthand-write-all": { description: "The permission level for the `GITHUB_TOKEN`. Grants `write` access for all scopes.", string: { constant: "write-all" } }, "workflow-defaults": { description: "Use `defaults` to create a map of default settings that will apply to all jobs in the workflow. You can also set default settings that are only available to a job.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#defaults)", mapping: { properties: { run: "workflow-defaults-run" } } }, "workflow-defaults-run": { mapping: { properties: { shell: "shell", "working-directory": "working-directory" } } }, "workflow-env": { description: "A map of environment variables that are available to the steps of all jobs in the workflow. You can also set environment variables that are only available to the steps of a single job or to a single step.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#env)", context: ["github", "inputs", "vars", "secrets"], mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "string" } }, jobs: { description: "A workflow run is made up of one or more `jobs`, which run in parallel by default. To run jobs sequentially, you can define dependencies on other jobs using the `jobs.<job_id>.needs` keyword. Each job runs in a runner environment specified by `runs-on`.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#jobs)", mapping: { "loose-key-type": "job-id", "loose-value-type": "job" } }, "job-id": { string: { "require-non-empty": true }, description: "A unique identifier for the job. The identifier must start with a letter or _ and contain only alphanumeric characters, -, or _." }, job: { description: "Each job must have an id to associate with the job. The key `job_id` is a string and its value is a map of the job's configuration data. You must replace `<job_id>` with a string that is unique to the jobs object. The `<job_id>` must start with a letter or _ and contain only alphanumeric characters, -, or _.", "one-of": ["job-factory", "workflow-job"] }, "job-factory": { mapping: { properties: { needs: "needs", if: "job-if", strategy: "strategy", name: { type: "string-strategy-context", description: "The name of the job displayed on GitHub." }, "runs-on": { type: "runs-on", required: true }, "timeout-minutes": { type: "number-strategy-context", description: "The maximum number of minutes to let a workflow run before GitHub automatically cancels it. Default: 360" }, "cancel-timeout-minutes": "number-strategy-context", "continue-on-error": { type: "boolean-strategy-context", description: "Prevents a workflow run from failing when a job fails. Set to true to allow a workflow run to pass when this job fails." }, container: "container", services: "services", env: "job-env", environment: "job-environment", permissions: "permissions", concurrency: "job-concurrency", outputs: "job-outputs", defaults: "job-defaults", steps: "steps", snapshot: "snapshot" } } }, "workflow-job": { mapping: { properties: { name: { type: "string-strategy-context", description: "The name of the job displayed on GitHub." }, uses: { description: "The location and version of a reusable workflow file to run as a job. Use one of the following formats:\n\n* `{owner}/{repo}/.github/workflows/{filename}@{ref}` for reusable workflows in public and private repositories.\n* `./.github/workflows/{filename}` for reusable workflows in the same repository.\n\n{ref} can be a SHA, a release tag, or a branch name. Using the commit SHA is the safest for stability and security.", type: "non-empty-string", required: true }, with: "workflow-job-with", secrets: "workflow-job-secrets", needs: "needs", if: "job-if", permissions: "permissions", concurrency: "job-concurrency", strategy: "strategy" } } }, "workflow-job-with": { description: "When a job is used to call a reusable workflow, you can use `with` to provide a map of inputs that are passed to the called workflow.\n\nAny inputs that you pass must match the input specifications defined in the called workflow.", mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "scalar-needs-context" } }, "workflow-job-secrets": { description: "When a job is used to call a reusable workflow, you can use `secrets` to provide a map of secrets that are passed to the called workflow.\n\nAny secrets that you pass must match the names defined in the called workflow.", "one-of": ["workflow-job-secrets-mapping", "workflow-job-secrets-inherit"] }, "workflow-job-secrets-mapping": { mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "scalar-needs-context-with-secrets" } }, "workflow-job-secrets-inherit": { string: { constant: "inherit" } }, needs: { description: "Use `needs` to identify any jobs that must complete successfully before this job will run. It can be a string or array of strings. If a job fails, all jobs that need it are skipped unless the jobs use a conditional expression that causes the job to continue. If a run contains a series of jobs that need each other, a failure applies to all jobs in the dependency chain from the point of failure onwards.", "one-of": ["sequence-of-non-empty-string", "non-empty-string"] }, "job-if": { description: "You can use the `if` conditional to prevent a job from running unless a condition is met. You can use any supported context and expression to create a conditional.", context: ["github", "inputs", "vars", "needs", "always(0,0)", "failure(0,MAX)", "cancelled(0,0)", "success(0,MAX)"], string: {} }, "job-if-result": { context: ["github", "inputs", "vars", "needs", "always(0,0)", "failure(0,MAX)", "cancelled(0,0)", "success(0,MAX)"], "one-of": ["null", "boolean", "number", "string", "sequence", "mapping"] }, strategy: { description: "Use `strategy` to use a matrix strategy for your jobs. A matrix strategy lets you use variables in a single job definition to automatically create multiple job runs that are based on the combinations of the variables. ", context: ["github", "inputs", "vars", "needs"], mapping: { properties: { "fail-fast": { type: "boolean", description: "Setting `fail-fast` to `false` prevents GitHub from canceling all in-progress jobs if any matrix job fails. Default: `true`" }, "max-parallel": { type: "number", description: "The maximum number of jobs that can run simultaneously when using a matrix job strategy. By default, GitHub will maximize the number of jobs run in parallel depending on runner availability." }, matrix: "matrix" } } }, matrix: { description: "Use `matrix` to define a matrix of different job configurations. Within your matrix, define one or more variables followed by an array of values.", mapping: { properties: { include: { type: "matrix-filter", description: "Use `include` to expand existing matrix configurations or to add new configurations. The value of `include` is a list of objects.\n\nFor each object in the `include` list, the key:value pairs in the object will be added to each of the matrix combinations if none of the key:value pairs overwrite any of the original matrix values. If the object cannot be added to any of the matrix combinations, a new matrix combination will be created instead. Note that the original matrix values will not be overwritten, but added matrix values can be overwritten." }, exclude: { type: "matrix-filter", description: "To remove specific configurations defined in the matrix, use `exclude`. An excluded configuration only has to be a partial match for it to be excluded." } }, "loose-key-type": "non-empty-string", "loose-value-type": "sequence" } }, "matrix-filter": { sequence: { "item-type": "matrix-filter-item" } }, "matrix-filter-item": { mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "any" } }, snapshot: { description: "Use `snapshot` to define a custom image you want to create or update after your job succeeds by taking a snapshot of your runner.", "one-of": ["non-empty-string", "snapshot-mapping"] }, "snapshot-mapping": { mapping: { properties: { "image-name": { description: "The desired name of the custom image you want to create or update.", type: "non-empty-string", required: true }, if: "snapshot-if", version: { description: "The desired major version updates upon a new custom image version creation.", type: "non-empty-string" } } } }, "snapshot-if": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], description: "Use the if conditional to prevent a snapshot from being taken unless a condition is met. Any supported context and expression can be used to create a conditional. Expressions in an `if` conditional do not require the bracketed expression syntax. When you use expressions in an `if` conditional, you may omit the expression syntax because GitHub automatically evaluates the `if` conditional as an expression.", string: {} }, "runs-on": { description: "Use `runs-on` to define the type of machine to run the job on.\n* The destination machine can be either a GitHub-hosted runner, larger runner, or a self-hosted runner.\n* You can target runners based on the labels assigned to them, or their group membership, or a combination of these.\n* You can provide `runs-on` as a single string or as an array of strings.\n* If you specify an array of strings, your workflow will execute on any runner that matches all of the specified `runs-on` values.\n* If you would like to run your workflow on multiple machines, use `jobs.<job_id>.strategy`.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], "one-of": ["non-empty-string", "sequence-of-non-empty-string", "runs-on-mapping"] }, "runs-on-mapping": { mapping: { properties: { group: { description: "The group from which to select a runner.", type: "non-empty-string" }, labels: "runs-on-labels" } } }, "runs-on-labels": { description: "The label by which to filter for available runners.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "job-env": { description: "A map of variables that are available to all steps in the job.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets"], mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "string" } }, "workflow-concurrency": { description: "Concurrency ensures that only a single job or workflow using the same concurrency group will run at a time. A concurrency group can be any string or expression.\n\nYou can also specify `concurrency` at the job level.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)", context: ["github", "inputs", "vars"], "one-of": ["string", "concurrency-mapping"] }, "job-concurrency": { description: "Concurrency ensures that only a single job using the same concurrency group will run at a time. A concurrency group can be any string or expression. The expression can use any context except for the `secrets` context.\n\nYou can also specify `concurrency` at the workflow level.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], "one-of": ["non-empty-string", "concurrency-mapping"] }, "concurrency-mapping": { description: "Concurrency ensures that only a single job or workflow using the same concurrency group will run at a time. A concurrency group can be any string or expression.\n\nYou can also specify `concurrency` at the job level.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)", mapping: { properties: { group: { type: "non-empty-string", required: true, description: "When a concurrent job or workflow is queued, if another job or workflow using the same concurrency group in the repository is in progress, the queued job or workflow will be `pending`. Any previously pending job or workflow in the concurrency group will be canceled. To also cancel any currently running job or workflow in the same concurrency group, specify `cancel-in-progress: true`." }, "cancel-in-progress": { type: "boolean", description: "To cancel any currently running job or workflow in the same concurrency group, specify cancel-in-progress: true." }, queue: { type: "concurrency-queue", description: "The queuing mode for the concurrency group. When set to `max`, workflows or jobs will wait in a queue for the concurrency group up to the maximum queue length. Default: `single` meaning at most one item can be pending." } } } }, "concurrency-queue": { "allowed-values": ["single", "max"] }, "job-environment": { description: "The environment that the job references. All environment protection rules must pass before a job referencing the environment is sent to a runner.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], "one-of": ["string", "job-environment-mapping"] }, "job-environment-mapping": { mapping: { properties: { name: { type: "job-environment-name", required: true }, url: { type: "string-runner-context-no-secrets", description: "The environment URL, which maps to `environment_url` in the deployments API." }, deployment: { type: "boolean", description: "Whether to create a deployment record for this environment. Defaults to true." } } } }, "job-environment-name": { description: "The name of the environment used by the job.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], string: {} }, "job-defaults": { description: "A map of default settings that will apply to all steps in the job. You can also set default settings for the entire workflow.", mapping: { properties: { run: "job-defaults-run" } } }, "job-defaults-run": { context: ["github", "inputs", "vars", "strategy", "matrix", "needs", "env"], mapping: { properties: { shell: "shell", "working-directory": "working-directory" } } }, "job-outputs": { description: "A map of outputs for a called workflow. Called workflow outputs are available to all downstream jobs in the caller workflow. Each output has an identifier, an optional `description,` and a `value`. The `value` must be set to the value of an output from a job within the called workflow.", mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "string-runner-context" } }, steps: { description: "A job contains a sequence of tasks called `steps`. Steps can run commands, run setup tasks, run an action in your repository, a public repository, or an action published in a Docker registry, wait for background steps to complete, or cancel a background step. Not all steps run actions, but all actions run as a step. Each step runs in its own process in the runner environment and has access to the workspace and filesystem. Because steps run in their own process, changes to environment variables are not preserved between steps. GitHub provides built-in steps to set up and complete a job.", sequence: { "item-type": "steps-item" } }, "steps-item": { "one-of": ["run-step", "regular-step", "wait-step", "wait-all-step", "cancel-step", "parallel-step"] }, "run-step": { mapping: { properties: { name: "step-name", id: "step-id", if: "step-if", "timeout-minutes": "step-timeout-minutes", run: { type: "string-steps-context", description: "Runs command-line programs using the operating system's shell. If you do not provide a `name`, the step name will default to the text specified in the `run` command. Commands run using non-login shells by default. You can choose a different shell and customize the shell used to run commands. Each `run` keyword represents a new process and shell in the virtual environment. When you provide multi-line commands, each line runs in the same shell.", required: true }, "continue-on-error": "step-continue-on-error", env: "step-env", "working-directory": "string-steps-context", shell: "shell", background: "step-background" } } }, "regular-step": { mapping: { properties: { name: "step-name", id: "step-id", if: "step-if", "continue-on-error": "step-continue-on-error", "timeout-minutes": "step-timeout-minutes", uses: { type: "step-uses", required: true }, with: "step-with", env: "step-env", background: "step-background" } } }, "wait-step": { mapping: { properties: { name: "step-name", id: "step-id", "continue-on-error": "step-continue-on-error", wait: { type: "step-wait-target", required: true } } } }, "wait-all-step": { mapping: { properties: { name: "step-name", id: "step-id", "continue-on-error": "step-continue-on-error", "wait-all": { type: "step-wait-all-value", required: true } } } }, "cancel-step": { mapping: { properties: { name: "step-name", id: "step-id", "continue-on-error": "step-continue-on-error", cancel: { type: "step-cancel-target", required: true } } } }, "parallel-step": { mapping: { properties: { parallel: { type: "parallel-steps", required: true, description: "Run a group of steps concurrently. All steps in the parallel block run as background steps and the workflow waits for all of them to complete before continuing." } } } }, "parallel-steps": { sequence: { "item-type": "steps-item" } }, "step-uses": { description: "Selects an action to run as part of a step in your job. An action is a reusable unit of code. You can use an action defined in the same repository as the workflow, a public repository, a [private repository with access enabled](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/enabling-features-for-your-repository/managing-github-actions-settings-for-a-repository#allowing-access-to-components-in-a-private-repository), or in a published Docker container image.", string: { "require-non-empty": true } }, "step-background": { boolean: {}, description: "When set to true, runs this step in the background. The workflow continues to the next step immediately without waiting for the background step to finish." }, "step-wait-target": { description: "The step ID or IDs of background steps to wait for.", "one-of": ["non-empty-string", "sequence-of-non-empty-string"] }, "step-wait-all-value": { description: "Wait for all prior background steps to complete. Use as a bare key (`wait-all:`) or with a boolean value.", "one-of": ["null", "boolean"] }, "step-cancel-target": { description: "The step ID of a background step to cancel.", string: { "require-non-empty": true } }, "step-continue-on-error": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], boolean: {}, description: "Prevents a job from failing when a step fails. Set to `true` to allow a job to pass when this step fails." }, "step-id": { string: { "require-non-empty": true }, description: "A unique identifier for the step. You can use the `id` to reference the step in contexts." }, "step-if": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "steps", "job", "runner", "env", "always(0,0)", "failure(0,0)", "cancelled(0,0)", "success(0,0)", "hashFiles(1,255)"], description: "Use the `if` conditional to prevent a step from running unless a condition is met. Any supported context and expression can be used to create a conditional. Expressions in an `if` conditional do not require the bracketed expression syntax. When you use expressions in an `if` conditional, you may omit the expression syntax because GitHub automatically evaluates the `if` conditional as an expression.", string: {} }, "step-if-result": { context: ["github", "inputs", "vars", "strategy", "matrix", "steps", "job", "runner", "env", "always(0,0)", "failure(0,0)", "cancelled(0,0)", "success(0,0)", "hashFiles(1,255)"], "one-of": ["null", "boolean", "number", "string", "sequence", "mapping"] }, "step-env": { description: "Sets variables for steps to use in the runner environment. You can also set variables for the entire workflow or a job.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "string" } }, "step-name": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], string: {}, description: "A name for your step to display on GitHub." }, "step-timeout-minutes": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], number: {}, description: "The maximum number of minutes to run the step before killing the process." }, "step-with": { description: "A map of the input parameters defined by the action. Each input parameter is a key/value pair. Input parameters are set as variables. When you specify an input in a workflow file or use a default input value, GitHub creates a variable for the input with the name `INPUT_<VARIABLE_NAME>`. The variable created converts input names to uppercase letters and replaces spaces with `_`.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "string" } }, container: { description: "A container to run any steps in a job that don't already specify a container. If you have steps that use both script and container actions, the container actions will run as sibling containers on the same network with the same volume mounts.\n\nIf you do not set a container, all steps will run directly on the host specified by runs-on unless a step refers to an action configured to run in a container.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], "one-of": ["string", "container-mapping"] }, "container-mapping": { mapping: { properties: { image: { type: "non-empty-string", description: "Use `jobs.<job_id>.container.image` to define the Docker image to use as the container to run the action. The value can be the Docker Hub image or a registry name." }, options: { type: "string", description: "Use `jobs.<job_id>.container.options` to configure additional Docker container resource options." }, env: "container-env", ports: { type: "sequence-of-non-empty-string", description: "Use `jobs.<job_id>.container.ports` to set an array of ports to expose on the container." }, volumes: { type: "sequence-of-non-empty-string", description: "Use `jobs.<job_id>.container.volumes` to set an array of volumes for the container to use. You can use volumes to share data between services or other steps in a job. You can specify named Docker volumes, anonymous Docker volumes, or bind mounts on the host." }, credentials: "container-registry-credentials" } } }, services: { description: "Additional containers to host services for a job in a workflow. These are useful for creating databases or cache services like redis. The runner on the virtual machine will automatically create a network and manage the life cycle of the service containers. When you use a service container for a job or your step uses container actions, you don't need to set port information to access the service. Docker automatically exposes all ports between containers on the same network. When both the job and the action run in a container, you can directly reference the container by its hostname. The hostname is automatically mapped to the service name. When a step does not use a container action, you must access the service using localhost and bind the ports.", context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "services-container" } }, "services-container": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], "one-of": ["non-empty-string", "service-container-mapping"] }, "container-registry-credentials": { description: "If the image's container registry requires authentication to pull the image, you can use `jobs.<job_id>.container.credentials` to set a map of the username and password. The credentials are the same values that you would provide to the `docker login` command.", context: ["github", "inputs", "vars", "secrets", "env"], mapping: { properties: { username: "non-empty-string", password: "non-empty-string" } } }, "container-env": { description: "Use `jobs.<job_id>.container.env` to set a map of variables in the container.", mapping: { "loose-key-type": "non-empty-string", "loose-value-type": "string-runner-context" } }, "non-empty-string": { string: { "require-non-empty": true } }, "sequence-of-non-empty-string": { sequence: { "item-type": "non-empty-string" } }, "sequence-of-string": { sequence: { "item-type": "string" } }, "boolean-needs-context": { context: ["github", "inputs", "vars", "needs"], boolean: {} }, "number-needs-context": { context: ["github", "inputs", "vars", "needs"], number: {} }, "string-needs-context": { context: ["github", "inputs", "vars", "needs"], string: {} }, "scalar-needs-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], "one-of": ["string", "boolean", "number"] }, "scalar-needs-context-with-secrets": { context: ["github", "inputs", "vars", "needs", "secrets", "strategy", "matrix"], "one-of": ["string", "boolean", "number"] }, "boolean-strategy-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], boolean: {} }, "number-strategy-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], number: {} }, "string-strategy-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix"], string: {} }, "boolean-steps-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], boolean: {} }, "number-steps-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], number: {} }, "string-runner-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env"], string: {} }, "string-runner-context-no-secrets": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "steps", "job", "runner", "env"], string: {} }, "string-steps-context": { context: ["github", "inputs", "vars", "needs", "strategy", "matrix", "secrets", "steps", "job", "runner", "env", "hashFiles(1,255)"], string: {} }, shell: { string: { "require-non-empty": true }, description: "Use `shell` to override the default shell settings in the runner's operating system. You can use built-in shell keywords, or you can define a custom set of shell options. The shell command that is run internally executes a temporary file that contains the commands specified in `run`." }, "working-directory": { string: { "require-non-empty": true }, description: "The `working-directory` keyword specifies the working directory where the command is run." }, "cron-mapping": { mapping: { properties: { cron: { type: "cron-pattern", required: true }, timezone: "timezone-string" } } }, "cron-pattern": { description: "A cron expression that represents a schedule. A scheduled workflow will run at most once every 5 minutes.", string: { "require-non-empty": true } }, "timezone-string": { description: "A string that represents the time zone a scheduled workflow will run relative to in IANA format (e.g. 'America/New_York' or 'Europe/London'). If omitted, the workflow will run relative to midnight UTC.", string: { "require-non-empty": true } }, "service-container-mapping": { mapping: { properties: { image: { type: "non-empty-string", description: "The Docker image to use as the container. The value can be the Docker Hub image or a registry name." }, options: { type: "string", description: "Additional Docker container resource options." }, env: "container-env", ports: { type: "sequence-of-non-empty-string", description: "An array of ports to expose on the container." }, volumes: { type: "sequence-of-non-empty-string", description: "An array of volumes for the container to use. You can use volumes to share data between services or other steps in a job. You can specify named Docker volumes, anonymous Docker volumes, or bind mounts on the host." }, credentials: "container-registry-credentials", entrypoint: { type: "string", description: "Override the default ENTRYPOINT in the service container image." }, command: { type: "string", description: "Override the default CMD in the service container image." } } } } } };

// node_modules/@actions/workflow-parser/dist/workflows/workflow-schema.js
var schema;
function getWorkflowSchema() {
  if (schema === void 0) {
    const json = JSON.stringify(workflow_v1_0_min_default);
    schema = TemplateSchema.load(new JSONObjectReader(void 0, json));
  }
  return schema;
}

// node_modules/@actions/workflow-parser/dist/workflows/yaml-object-reader.js
var import_yaml = __toESM(require_dist(), 1);
var YamlObjectReader = class _YamlObjectReader {
  constructor(fileId, content) {
    this.lineCounter = new import_yaml.LineCounter();
    this.errors = [];
    this.doc = (0, import_yaml.parseDocument)(content, {
      lineCounter: this.lineCounter,
      keepSourceTokens: true,
      uniqueKeys: false
      // Uniqueness is validated by the template reader
    });
    for (const err of this.doc.errors) {
      this.errors.push({ message: err.message, range: rangeFromLinePos(err.linePos) });
    }
    this._generator = this.getNodes(this.doc, /* @__PURE__ */ new Set());
    this.fileId = fileId;
  }
  *getNodes(node, aliasResolutionStack) {
    let range = this.getRange(node);
    if ((0, import_yaml.isDocument)(node)) {
      yield new ParseEvent(EventType.DocumentStart);
      for (const item of this.getNodes(node.contents, /* @__PURE__ */ new Set())) {
        yield item;
      }
      yield new ParseEvent(EventType.DocumentEnd);
    }
    if ((0, import_yaml.isCollection)(node)) {
      if ((0, import_yaml.isSeq)(node)) {
        yield new ParseEvent(EventType.SequenceStart, new SequenceToken(this.fileId, range, void 0));
      } else if ((0, import_yaml.isMap)(node)) {
        yield new ParseEvent(EventType.MappingStart, new MappingToken(this.fileId, range, void 0));
      }
      for (const item of node.items) {
        for (const child of this.getNodes(item, aliasResolutionStack)) {
          yield child;
        }
      }
      if ((0, import_yaml.isSeq)(node)) {
        yield new ParseEvent(EventType.SequenceEnd);
      } else if ((0, import_yaml.isMap)(node)) {
        yield new ParseEvent(EventType.MappingEnd);
      }
    }
    if ((0, import_yaml.isScalar)(node)) {
      yield new ParseEvent(EventType.Literal, _YamlObjectReader.getLiteralToken(this.fileId, range, node));
    }
    if ((0, import_yaml.isAlias)(node)) {
      const resolved = node.resolve(this.doc);
      if (resolved) {
        if (aliasResolutionStack.has(resolved)) {
          return;
        }
        const newStack = new Set(aliasResolutionStack);
        newStack.add(resolved);
        yield* this.getNodes(resolved, newStack);
      }
      return;
    }
    if ((0, import_yaml.isPair)(node)) {
      const scalarKey = node.key;
      range = this.getRange(scalarKey);
      const key = scalarKey.value;
      yield new ParseEvent(EventType.Literal, new StringToken(this.fileId, range, key, void 0));
      for (const child of this.getNodes(node.value, aliasResolutionStack)) {
        yield child;
      }
    }
  }
  getRange(node) {
    const range = node?.range ?? [];
    const startPos = range[0];
    const endPos = range[1];
    if (startPos !== void 0 && endPos !== void 0) {
      const slp = this.lineCounter.linePos(startPos);
      const elp = this.lineCounter.linePos(endPos);
      return {
        start: { line: slp.line, column: slp.col },
        end: { line: elp.line, column: elp.col }
      };
    }
    return void 0;
  }
  static getLiteralToken(fileId, range, token) {
    const value = token.value;
    if (value === null || value === void 0) {
      return new NullToken(fileId, range, void 0);
    }
    switch (typeof value) {
      case "number":
        return new NumberToken(fileId, range, value, void 0);
      case "boolean":
        return new BooleanToken(fileId, range, value, void 0);
      case "string": {
        let source;
        let blockScalarHeader;
        if (token.srcToken && "source" in token.srcToken) {
          source = token.srcToken.source;
          if (token.srcToken.type === "block-scalar" && "props" in token.srcToken) {
            const props = token.srcToken.props;
            const headerProp = props.find((p) => p.type === "block-scalar-header");
            if (headerProp?.source) {
              blockScalarHeader = headerProp.source;
            }
          }
        }
        return new StringToken(fileId, range, value, void 0, source, blockScalarHeader);
      }
      default:
        throw new Error(`Unexpected value type '${typeof value}' when reading object`);
    }
  }
  allowLiteral() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.Literal) {
        this._current = this._generator.next();
        return parseEvent.token;
      }
    }
    return void 0;
  }
  allowSequenceStart() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.SequenceStart) {
        this._current = this._generator.next();
        return parseEvent.token;
      }
    }
    return void 0;
  }
  allowSequenceEnd() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.SequenceEnd) {
        this._current = this._generator.next();
        return true;
      }
    }
    return false;
  }
  allowMappingStart() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.MappingStart) {
        this._current = this._generator.next();
        return parseEvent.token;
      }
    }
    return void 0;
  }
  allowMappingEnd() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.MappingEnd) {
        this._current = this._generator.next();
        return true;
      }
    }
    return false;
  }
  validateEnd() {
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.DocumentEnd) {
        this._current = this._generator.next();
        return;
      }
    }
    throw new Error("Expected end of reader");
  }
  validateStart() {
    if (!this._current) {
      this._current = this._generator.next();
    }
    if (!this._current.done) {
      const parseEvent = this._current.value;
      if (parseEvent.type === EventType.DocumentStart) {
        this._current = this._generator.next();
        return;
      }
    }
    throw new Error("Expected start of reader");
  }
};
function rangeFromLinePos(linePos) {
  if (linePos === void 0) {
    return;
  }
  const start = { line: linePos[0].line, column: linePos[0].col };
  const end = linePos.length == 2 ? { line: linePos[1].line, column: linePos[1].col } : start;
  return { start, end };
}

// node_modules/@actions/workflow-parser/dist/workflows/workflow-parser.js
function parseWorkflow(entryFile, contextOrTrace) {
  const context = contextOrTrace instanceof TemplateContext ? contextOrTrace : new TemplateContext(new TemplateValidationErrors(), getWorkflowSchema(), contextOrTrace);
  const fileId = context.getFileId(entryFile.name);
  const reader = new YamlObjectReader(fileId, entryFile.content);
  if (reader.errors.length > 0) {
    for (const err of reader.errors) {
      context.error(fileId, err.message, err.range);
    }
    return {
      context,
      value: void 0
    };
  }
  const result = readTemplate(context, WORKFLOW_ROOT, reader, fileId);
  return {
    context,
    value: result
  };
}

// node_modules/@actions/workflow-parser/dist/model/converter/concurrency.js
function convertConcurrency(context, token) {
  const result = {};
  if (token.isExpression) {
    return result;
  }
  if (isString(token)) {
    result.group = token;
    return result;
  }
  const concurrencyProperty = token.assertMapping("concurrency group");
  for (const property of concurrencyProperty) {
    const propertyName = property.key.assertString("concurrency group key");
    if (property.key.isExpression || property.value.isExpression) {
      continue;
    }
    switch (propertyName.value) {
      case "group":
        result.group = property.value.assertString("concurrency group");
        break;
      case "cancel-in-progress":
        result.cancelInProgress = property.value.assertBoolean("cancel-in-progress").value;
        break;
      case "queue":
        result.queue = property.value.assertString("queue").value;
        break;
      default:
        context.error(propertyName, `Invalid property name: ${propertyName.value}`);
    }
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/converter/cron.js
var import_cronstrue = __toESM(require_cronstrue(), 1);

// node_modules/@actions/workflow-parser/dist/model/converter/cron-constants.js
var MONTHS = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12
};
var DAYS = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6
};
var MINUTE_RANGE = { min: 0, max: 59 };
var HOUR_RANGE = { min: 0, max: 23 };
var DOM_RANGE = { min: 1, max: 31 };
var MONTH_RANGE = { min: 1, max: 12, names: MONTHS };
var DOW_RANGE = { min: 0, max: 6, names: DAYS };

// node_modules/@actions/workflow-parser/dist/model/converter/cron.js
function isValidCron(cron) {
  const parts = cron.split(/ +/);
  if (parts.length != 5) {
    return false;
  }
  const [minutes, hours, dom, months, dow] = parts;
  return validateCronPart(minutes, MINUTE_RANGE) && validateCronPart(hours, HOUR_RANGE) && validateCronPart(dom, DOM_RANGE) && validateCronPart(months, MONTH_RANGE) && validateCronPart(dow, DOW_RANGE);
}
function validateCronPart(value, range, allowSeparators = true) {
  if (range.names && range.names[value.toLowerCase()] !== void 0) {
    return true;
  }
  if (value === "*") {
    return true;
  }
  if (value.includes(",")) {
    if (!allowSeparators) {
      return false;
    }
    return value.split(",").every((v) => v && validateCronPart(v, range));
  }
  if (value.includes("/")) {
    if (!allowSeparators) {
      return false;
    }
    const [start, step, ...rest] = value.split("/");
    const stepNumber = +step;
    if (rest.length > 0 || isNaN(stepNumber) || stepNumber <= 0 || !start || !step) {
      return false;
    }
    return validateCronPart(start, range) && validateCronPart(step, range, false);
  }
  if (value.includes("-")) {
    if (!allowSeparators) {
      return false;
    }
    const [start, end, ...rest] = value.split("-");
    if (rest.length > 0 || !start || !end) {
      return false;
    }
    const startNumber = convertToNumber(start, range.names);
    const endNumber = convertToNumber(end, range.names);
    return validateCronPart(start, range, false) && validateCronPart(end, range, false) && endNumber >= startNumber;
  }
  const number2 = +value;
  return !isNaN(number2) && number2 >= range.min && number2 <= range.max;
}
function convertToNumber(value, names) {
  if (names && names[value.toLowerCase()] !== void 0) {
    return +names[value.toLowerCase()];
  } else {
    return +value;
  }
}

// node_modules/@actions/workflow-parser/dist/model/converter/string-list.js
function convertStringList(name, token) {
  const result = [];
  for (const item of token) {
    result.push(item.assertString(`${name} item`).value);
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/workflow-template.js
var InputType;
(function(InputType2) {
  InputType2["string"] = "string";
  InputType2["choice"] = "choice";
  InputType2["boolean"] = "boolean";
  InputType2["environment"] = "environment";
})(InputType || (InputType = {}));

// node_modules/@actions/workflow-parser/dist/model/converter/workflow-call.js
function convertEventWorkflowCall(context, token) {
  const result = {};
  for (const item of token) {
    const key = item.key.assertString("workflow dispatch input key");
    switch (key.value) {
      case "inputs":
        result.inputs = convertWorkflowInputs(context, item.value.assertMapping("workflow dispatch inputs"));
        break;
      case "secrets":
        result.secrets = convertWorkflowCallSecrets(context, item.value.assertMapping("workflow dispatch inputs"));
        break;
      case "outputs":
        break;
    }
  }
  return result;
}
function convertWorkflowInputs(context, token) {
  const result = {};
  for (const item of token) {
    const inputName = item.key.assertString("input name");
    const inputMapping = item.value.assertMapping("input configuration");
    result[inputName.value] = convertWorkflowInput(context, inputMapping);
  }
  return result;
}
function convertWorkflowInput(context, token) {
  const result = {
    type: InputType.string
    // Default to string
  };
  let defaultValue;
  for (const item of token) {
    const key = item.key.assertString("workflow dispatch input key");
    switch (key.value) {
      case "description":
        result.description = item.value.assertString("input description").value;
        break;
      case "required":
        result.required = item.value.assertBoolean("input required").value;
        break;
      case "default":
        defaultValue = item.value.assertScalar("input default");
        break;
      case "type":
        result.type = InputType[item.value.assertString("input type").value];
        break;
      case "options":
        result.options = convertStringList("input options", item.value.assertSequence("input options"));
        break;
      default:
        context.error(item.key, `Invalid key '${key.value}'`);
    }
  }
  if (defaultValue !== void 0 && !defaultValue.isExpression) {
    try {
      switch (result.type) {
        case InputType.boolean:
          result.default = defaultValue.assertBoolean("input default").value;
          break;
        case InputType.string:
        case InputType.choice:
        case InputType.environment:
          result.default = defaultValue.assertString("input default").value;
          break;
      }
    } catch (e) {
      context.error(defaultValue, e);
    }
  }
  if (result.type === InputType.choice) {
    if (result.options === void 0 || result.options.length === 0) {
      context.error(token, "Missing 'options' for choice input");
    }
  } else {
    if (result.options !== void 0) {
      context.error(token, "Input type is not 'choice', but 'options' is defined");
    }
  }
  return result;
}
function convertWorkflowCallSecrets(context, token) {
  const result = {};
  for (const item of token) {
    const secretName = item.key.assertString("secret name");
    result[secretName.value] = convertWorkflowCallSecret(context, item.value);
  }
  return result;
}
function convertWorkflowCallSecret(context, token) {
  const result = {};
  if (isMapping(token)) {
    for (const item of token) {
      const key = item.key.assertString("workflow call secret key");
      switch (key.value) {
        case "description":
          result.description = item.value.assertString("secret description").value;
          break;
        case "required":
          result.required = item.value.assertBoolean("secret required").value;
          break;
      }
    }
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/converter/workflow-dispatch.js
function convertEventWorkflowDispatchInputs(context, token) {
  const result = {};
  for (const item of token) {
    const key = item.key.assertString("workflow dispatch input key");
    switch (key.value) {
      case "inputs":
        result.inputs = convertWorkflowDispatchInputs(context, item.value.assertMapping("workflow dispatch inputs"));
        break;
    }
  }
  return result;
}
function convertWorkflowDispatchInputs(context, token) {
  const result = {};
  for (const item of token) {
    const inputName = item.key.assertString("input name");
    const inputMapping = item.value.assertMapping("input configuration");
    result[inputName.value] = convertWorkflowDispatchInput(context, inputMapping);
  }
  return result;
}
function convertWorkflowDispatchInput(context, token) {
  const result = {
    type: InputType.string
    // Default to string
  };
  let defaultValue;
  for (const item of token) {
    const key = item.key.assertString("workflow dispatch input key");
    switch (key.value) {
      case "description":
        result.description = item.value.assertString("input description").value;
        break;
      case "required":
        result.required = item.value.assertBoolean("input required").value;
        break;
      case "default":
        defaultValue = item.value.assertScalar("input default");
        break;
      case "type":
        result.type = InputType[item.value.assertString("input type").value];
        break;
      case "options":
        result.options = convertStringList("input options", item.value.assertSequence("input options"));
        break;
      default:
        context.error(item.key, `Invalid key '${key.value}'`);
    }
  }
  if (defaultValue !== void 0) {
    try {
      switch (result.type) {
        case InputType.boolean:
          result.default = defaultValue.assertBoolean("input default").value;
          break;
        case InputType.string:
        case InputType.choice:
        case InputType.environment:
          result.default = defaultValue.assertString("input default").value;
          break;
      }
    } catch (e) {
      context.error(defaultValue, e);
    }
  }
  if (result.type === InputType.choice) {
    if (result.options === void 0 || result.options.length === 0) {
      context.error(token, "Missing 'options' for choice input");
    }
  } else {
    if (result.options !== void 0) {
      context.error(token, "Input type is not 'choice', but 'options' is defined");
    }
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/converter/events.js
function convertOn(context, token) {
  if (isLiteral(token)) {
    const event = token.assertString("on");
    return {
      [event.value]: {}
    };
  }
  if (isSequence(token)) {
    const result = {};
    for (const item of token) {
      const event = item.assertString("on");
      result[event.value] = {};
    }
    return result;
  }
  if (isMapping(token)) {
    const result = {};
    for (const item of token) {
      const eventKey = item.key.assertString("event name");
      const eventName = eventKey.value;
      if (item.value.templateTokenType === TokenType2.Null) {
        result[eventName] = {};
        continue;
      }
      if (eventName === "schedule") {
        const scheduleToken = item.value.assertSequence(`event ${eventName}`);
        result.schedule = convertSchedule(context, scheduleToken);
        continue;
      }
      const eventToken = item.value.assertMapping(`event ${eventName}`);
      if (eventName === "workflow_call") {
        result.workflow_call = convertEventWorkflowCall(context, eventToken);
        continue;
      }
      if (eventName === "workflow_dispatch") {
        result.workflow_dispatch = convertEventWorkflowDispatchInputs(context, eventToken);
        continue;
      }
      result[eventName] = {
        ...convertPatternFilter("branches", eventToken),
        ...convertPatternFilter("tags", eventToken),
        ...convertPatternFilter("paths", eventToken),
        ...convertFilter("types", eventToken),
        ...convertFilter("versions", eventToken),
        ...convertFilter("names", eventToken),
        ...convertFilter("workflows", eventToken)
      };
    }
    return result;
  }
  context.error(token, "Invalid format for 'on'");
  return {};
}
function convertPatternFilter(name, token) {
  const result = {};
  for (const item of token) {
    const key = item.key.assertString(`${name} filter key`);
    switch (key.value) {
      case name:
        if (isString(item.value)) {
          result[name] = [item.value.value];
        } else {
          result[name] = convertStringList(name, item.value.assertSequence(`${name} list`));
        }
        break;
      case `${name}-ignore`:
        if (isString(item.value)) {
          result[`${name}-ignore`] = [item.value.value];
        } else {
          result[`${name}-ignore`] = convertStringList(`${name}-ignore`, item.value.assertSequence(`${name}-ignore list`));
        }
        break;
    }
  }
  return result;
}
function convertFilter(name, token) {
  const result = {};
  for (const item of token) {
    const key = item.key.assertString(`${name} filter key`);
    switch (key.value) {
      case name:
        if (isString(item.value)) {
          result[name] = [item.value.value];
        } else {
          result[name] = convertStringList(name, item.value.assertSequence(`${name} list`));
        }
        break;
    }
  }
  return result;
}
function convertSchedule(context, token) {
  const result = [];
  for (const item of token) {
    const mappingToken = item.assertMapping(`event schedule`);
    const config = { cron: "" };
    let valid = true;
    for (const entry of mappingToken) {
      const key = entry.key.assertString(`schedule key`);
      if (key.value === "cron") {
        const cron = entry.value.assertString(`schedule cron`);
        if (!isValidCron(cron.value)) {
          context.error(cron, "Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)");
        }
        config.cron = cron.value;
      } else if (key.value === "timezone") {
        const timezone = entry.value.assertString(`schedule timezone`);
        config.timezone = timezone.value;
      } else {
        context.error(key, `Invalid schedule key`);
        valid = false;
      }
    }
    if (valid && config.cron) {
      result.push(config);
    } else if (valid && !config.cron) {
      context.error(mappingToken, "Missing required key 'cron' in schedule entry");
    }
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/converter/handle-errors.js
function handleTemplateTokenErrors(root, context, defaultValue, f) {
  let r = defaultValue;
  try {
    r = f();
  } catch (err) {
    if (err instanceof TemplateTokenError) {
      context.error(err.token, err);
    } else {
      context.error(root, err);
    }
  }
  return r;
}

// node_modules/@actions/workflow-parser/dist/model/converter/if-condition.js
function ensureStatusFunction(condition, definitionInfo) {
  const allowedContext = definitionInfo?.allowedContext || [];
  try {
    const { namedContexts, functions } = splitAllowedContext(allowedContext);
    const lexer = new Lexer(condition);
    const result = lexer.lex();
    const parser = new Parser(result.tokens, namedContexts, functions);
    const tree = parser.parse();
    if (walkTreeToFindStatusFunctionCalls(tree)) {
      return condition;
    }
    return `success() && (${condition})`;
  } catch {
    return condition;
  }
}
function convertToIfCondition(context, token) {
  const scalar = token.assertScalar("if condition");
  const allowedContext = token.definitionInfo?.allowedContext || [];
  let condition;
  let source;
  if (scalar instanceof BasicExpressionToken) {
    condition = scalar.expression;
    source = scalar.source;
  } else {
    const stringToken = scalar.assertString("if condition");
    condition = stringToken.value.trim();
    source = stringToken.source;
  }
  let finalCondition;
  if (!condition) {
    finalCondition = "success()";
  } else {
    finalCondition = ensureStatusFunction(condition, token.definitionInfo);
  }
  try {
    ExpressionToken.validateExpression(finalCondition, allowedContext);
  } catch (err) {
    context.error(token, err);
    return void 0;
  }
  return new BasicExpressionToken(token.file, token.range, finalCondition, token.definitionInfo, void 0, source);
}
function walkTreeToFindStatusFunctionCalls(tree) {
  if (!tree) {
    return false;
  }
  if (tree instanceof FunctionCall) {
    const funcName = tree.functionName.lexeme.toLowerCase();
    if (funcName === "success" || funcName === "failure" || funcName === "cancelled" || funcName === "always") {
      return true;
    }
    return tree.args.some((arg) => walkTreeToFindStatusFunctionCalls(arg));
  }
  if (tree instanceof Binary) {
    return walkTreeToFindStatusFunctionCalls(tree.left) || walkTreeToFindStatusFunctionCalls(tree.right);
  }
  if (tree instanceof Unary) {
    return walkTreeToFindStatusFunctionCalls(tree.expr);
  }
  if (tree instanceof Logical) {
    return tree.args.some((arg) => walkTreeToFindStatusFunctionCalls(arg));
  }
  if (tree instanceof Grouping) {
    return walkTreeToFindStatusFunctionCalls(tree.group);
  }
  if (tree instanceof IndexAccess) {
    return walkTreeToFindStatusFunctionCalls(tree.expr) || walkTreeToFindStatusFunctionCalls(tree.index);
  }
  return false;
}

// node_modules/@actions/workflow-parser/dist/model/converter/container.js
function convertToJobContainer(context, container) {
  let image;
  let env;
  let ports;
  let volumes;
  let options;
  for (const [, token] of TemplateToken.traverse(container)) {
    if (token.isExpression) {
      return;
    }
  }
  if (isString(container)) {
    image = container.assertString("container item");
    return { image };
  }
  const mapping = container.assertMapping("container item");
  if (mapping)
    for (const item of mapping) {
      const key = item.key.assertString("container item key");
      const value = item.value;
      switch (key.value) {
        case "image":
          image = value.assertString("container image");
          break;
        case "credentials":
          convertToJobCredentials(context, value);
          break;
        case "env":
          env = value.assertMapping("container env");
          for (const envItem of env) {
            envItem.key.assertString("container env value");
          }
          break;
        case "ports":
          ports = value.assertSequence("container ports");
          for (const port of ports) {
            port.assertString("container port");
          }
          break;
        case "volumes":
          volumes = value.assertSequence("container volumes");
          for (const volume of volumes) {
            volume.assertString("container volume");
          }
          break;
        case "options":
          options = value.assertString("container options");
          break;
        default:
          context.error(key, `Unexpected container item key: ${key.value}`);
      }
    }
  if (!image) {
    context.error(container, "Container image cannot be empty");
  } else {
    return { image, env, ports, volumes, options };
  }
}
function convertToServiceContainer(context, container) {
  let image;
  let env;
  let ports;
  let volumes;
  let options;
  let entrypoint;
  let command;
  for (const [, token] of TemplateToken.traverse(container)) {
    if (token.isExpression) {
      return;
    }
  }
  if (isString(container)) {
    image = container.assertString("container item");
    return { image };
  }
  const mapping = container.assertMapping("container item");
  if (mapping)
    for (const item of mapping) {
      const key = item.key.assertString("container item key");
      const value = item.value;
      switch (key.value) {
        case "image":
          image = value.assertString("container image");
          break;
        case "credentials":
          convertToJobCredentials(context, value);
          break;
        case "env":
          env = value.assertMapping("container env");
          for (const envItem of env) {
            envItem.key.assertString("container env value");
          }
          break;
        case "ports":
          ports = value.assertSequence("container ports");
          for (const port of ports) {
            port.assertString("container port");
          }
          break;
        case "volumes":
          volumes = value.assertSequence("container volumes");
          for (const volume of volumes) {
            volume.assertString("container volume");
          }
          break;
        case "options":
          options = value.assertString("container options");
          break;
        case "entrypoint":
          entrypoint = value.assertString("container entrypoint");
          break;
        case "command":
          command = value.assertString("container command");
          break;
        default:
          context.error(key, `Unexpected container item key: ${key.value}`);
      }
    }
  if (!image) {
    context.error(container, "Container image cannot be empty");
  } else {
    return { image, env, ports, volumes, options, entrypoint, command };
  }
}
function convertToJobServices(context, services) {
  const serviceList = [];
  const mapping = services.assertMapping("services");
  for (const service of mapping) {
    service.key.assertString("service key");
    const container = convertToServiceContainer(context, service.value);
    if (container) {
      serviceList.push(container);
    }
  }
  return serviceList;
}
function convertToJobCredentials(context, value) {
  const mapping = value.assertMapping("credentials");
  let username;
  let password;
  for (const item of mapping) {
    const key = item.key.assertString("credentials item");
    const value2 = item.value;
    switch (key.value) {
      case "username":
        username = value2.assertString("credentials username");
        break;
      case "password":
        password = value2.assertString("credentials password");
        break;
      default:
        context.error(key, `credentials key ${key.value}`);
    }
  }
  return { username, password };
}

// node_modules/@actions/workflow-parser/dist/model/converter/id-builder.js
var SEPARATOR = "_";
var MAX_ATTEMPTS = 1e3;
var MAX_LENGTH = 100;
var IdBuilder = class {
  constructor() {
    this.name = [];
    this.distinctNames = /* @__PURE__ */ new Set();
  }
  appendSegment(value) {
    if (value.length === 0) {
      return;
    }
    if (this.name.length == 0) {
      const first = value[0];
      if (this.isAlpha(first) || first == "_") {
      } else if (this.isNumeric(first) || first == "-") {
        this.name.push("_");
      } else {
      }
    } else {
      this.name.push(SEPARATOR);
    }
    for (const c of value) {
      {
        if (this.isAlphaNumeric(c) || c == "_" || c == "-") {
          this.name.push(c);
        } else {
          this.name.push(SEPARATOR);
        }
      }
    }
  }
  build() {
    const original = this.name.length > 0 ? this.name.join("") : "job";
    let suffix = "";
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      if (attempt === 1) {
        suffix = "";
      } else {
        suffix = `_${attempt}`;
      }
      const candidate = original.substring(0, Math.min(original.length, MAX_LENGTH - suffix.length)) + suffix;
      if (!this.distinctNames.has(candidate)) {
        this.distinctNames.add(candidate);
        this.name = [];
        return candidate;
      }
    }
    throw new Error("Unable to create a unique name");
  }
  /**
   * Adds a known identifier to the set of distinct ids.
   * @param value The value to add
   * @returns An error if the value is invalid, otherwise undefined
   */
  tryAddKnownId(value) {
    if (!value || !this.isValid(value) || value.length >= MAX_LENGTH) {
      return `The identifier '${value}' is invalid. IDs may only contain alphanumeric characters, '_', and '-'. IDs must start with a letter or '_' and and must be less than ${MAX_LENGTH} characters.`;
    }
    if (value.startsWith(SEPARATOR + SEPARATOR)) {
      return `The identifier '${value}' is invalid. IDs starting with '__' are reserved.`;
    }
    if (this.distinctNames.has(value)) {
      return `The identifier '${value}' may not be used more than once within the same scope.`;
    }
    this.distinctNames.add(value);
    return;
  }
  /**
   * A name is valid if it starts with a letter or underscore, and contains only
   * letters, numbers, underscores, and hyphens.
   * @param name The string name to validate
   * @returns Whether the name is valid
   */
  isValid(name) {
    let first = true;
    for (const c of name) {
      if (first) {
        first = false;
        if (!this.isAlpha(c) && c != "_") {
          return false;
        }
        continue;
      }
      if (!this.isAlphaNumeric(c) && c != "_" && c != "-") {
        return false;
      }
    }
    return true;
  }
  isAlphaNumeric(c) {
    return this.isAlpha(c) || this.isNumeric(c);
  }
  isNumeric(c) {
    return c >= "0" && c <= "9";
  }
  isAlpha(c) {
    return c >= "a" && c <= "z" || c >= "A" && c <= "Z";
  }
};

// node_modules/@actions/workflow-parser/dist/model/converter/job/environment.js
function convertToActionsEnvironmentRef(context, token) {
  const result = {};
  if (token.isExpression) {
    return result;
  }
  if (isScalar(token)) {
    result.name = token;
    return result;
  }
  const environmentMapping = token.assertMapping("job environment");
  for (const property of environmentMapping) {
    const propertyName = property.key.assertString("job environment key");
    if (property.key.isExpression || property.value.isExpression) {
      continue;
    }
    switch (propertyName.value) {
      case "name":
        result.name = property.value.assertScalar("job environment name key");
        break;
      case "url":
        result.url = property.value;
        break;
      case "deployment": {
        const deploymentValue = property.value.assertBoolean("job environment deployment");
        if (deploymentValue.value === false) {
          result.skipDeployment = true;
        }
        break;
      }
    }
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/converter/job/runs-on.js
function convertRunsOn(context, token) {
  const labels = convertRunsOnLabels(token);
  if (!isMapping(token)) {
    return {
      labels,
      group: ""
    };
  }
  let group = "";
  for (const item of token) {
    const key = item.key.assertString("job runs-on property name");
    switch (key.value) {
      case "group": {
        if (item.value.isExpression) {
          continue;
        }
        const groupName = item.value.assertString("job runs-on group name").value;
        const names = groupName.split("/");
        switch (names.length) {
          case 1: {
            group = groupName;
            break;
          }
          case 2: {
            if (!["org", "organization", "ent", "enterprise"].includes(names[0])) {
              context.error(item.value, `Invalid runs-on group name '${groupName}. Please use 'organization/' or 'enterprise/' prefix to target a single runner group.'`);
              continue;
            }
            if (!names[1]) {
              context.error(item.value, `Invalid runs-on group name '${groupName}'.`);
              continue;
            }
            group = groupName;
            break;
          }
          default: {
            context.error(item.value, `Invalid runs-on group name '${groupName}. Please use 'organization/' or 'enterprise/' prefix to target a single runner group.'`);
            break;
          }
        }
        break;
      }
      case "labels": {
        const mapLabels = convertRunsOnLabels(item.value);
        for (const label2 of mapLabels) {
          labels.add(label2);
        }
        break;
      }
    }
  }
  return {
    labels,
    group
  };
}
function convertRunsOnLabels(token) {
  const labels = /* @__PURE__ */ new Set();
  if (token.isExpression) {
    return labels;
  }
  if (isString(token)) {
    labels.add(token.value);
    return labels;
  }
  if (isSequence(token)) {
    for (const item of token) {
      if (item.isExpression) {
        continue;
      }
      const label2 = item.assertString("job runs-on label sequence item");
      labels.add(label2.value);
    }
  }
  return labels;
}

// node_modules/@actions/workflow-parser/dist/model/type-guards.js
function isActionStep(step) {
  return step.uses !== void 0;
}
function isReusableWorkflowJob(job) {
  return job.type === "reusableWorkflowJob";
}

// node_modules/@actions/workflow-parser/dist/model/converter/steps.js
function convertSteps(context, steps) {
  if (!isSequence(steps)) {
    context.error(steps, "Invalid format for steps");
    return [];
  }
  const idBuilder = new IdBuilder();
  const knownStepIds = /* @__PURE__ */ new Set();
  const result = [];
  for (const item of steps) {
    const step = handleTemplateTokenErrors(steps, context, void 0, () => convertStep(context, idBuilder, knownStepIds, item));
    if (step) {
      result.push(step);
    }
  }
  for (const step of result) {
    if (step.id) {
      continue;
    }
    let id2 = "";
    if (isActionStep(step)) {
      id2 = createActionStepId(step);
    } else if ("wait" in step) {
      id2 = "wait";
    } else if ("wait-all" in step) {
      id2 = "wait-all";
    } else if ("cancel" in step) {
      id2 = "cancel";
    } else if ("parallel" in step) {
      id2 = "parallel";
    }
    if (!id2) {
      id2 = "run";
    }
    idBuilder.appendSegment(`__${id2}`);
    step.id = idBuilder.build();
  }
  return result;
}
function convertStep(context, idBuilder, knownStepIds, step) {
  const mapping = step.assertMapping("steps item");
  let run2;
  let id2;
  let name;
  let uses;
  let background;
  let wait;
  let waitAll;
  let cancel;
  let parallel;
  let continueOnError;
  let env;
  let ifCondition;
  for (const item of mapping) {
    const key = item.key.assertString("steps item key");
    switch (key.value) {
      case "id":
        id2 = item.value.assertString("steps item id");
        if (id2) {
          const error = idBuilder.tryAddKnownId(id2.value);
          if (error) {
            context.error(id2, error);
          } else {
            knownStepIds.add(id2.value);
          }
        }
        break;
      case "name":
        name = item.value.assertScalar("steps item name");
        break;
      case "run":
        run2 = item.value.assertScalar("steps item run");
        break;
      case "uses":
        uses = item.value.assertString("steps item uses");
        break;
      case "background":
        background = item.value.assertBoolean("steps item background").value;
        break;
      case "wait":
        wait = convertWaitTargets(context, knownStepIds, item.value, id2);
        break;
      case "wait-all":
        waitAll = convertWaitAllValue(context, item.value);
        break;
      case "cancel":
        cancel = item.value.assertString("steps item cancel");
        validateTargetStepId(context, knownStepIds, cancel, id2);
        break;
      case "parallel":
        parallel = item.value;
        break;
      case "env":
        env = item.value.assertMapping("step env");
        break;
      case "if":
        ifCondition = convertToIfCondition(context, item.value);
        break;
      case "continue-on-error":
        if (!item.value.isExpression) {
          continueOnError = item.value.assertBoolean("steps item continue-on-error").value;
        } else {
          continueOnError = item.value.assertScalar("steps item continue-on-error");
        }
    }
  }
  if (run2) {
    return {
      id: id2?.value || "",
      name,
      if: ifCondition || new BasicExpressionToken(void 0, void 0, "success()", void 0, void 0, void 0),
      "continue-on-error": continueOnError,
      env,
      run: run2,
      background
    };
  }
  if (uses) {
    return {
      id: id2?.value || "",
      name,
      if: ifCondition || new BasicExpressionToken(void 0, void 0, "success()", void 0, void 0, void 0),
      "continue-on-error": continueOnError,
      env,
      uses,
      background
    };
  }
  if (wait) {
    return {
      id: id2?.value || "",
      name: name || createSyntheticStepName("Wait"),
      "continue-on-error": continueOnError,
      wait
    };
  }
  if (waitAll !== void 0) {
    return {
      id: id2?.value || "",
      name: name || createSyntheticStepName("Wait for all"),
      "continue-on-error": continueOnError,
      "wait-all": waitAll
    };
  }
  if (cancel) {
    return {
      id: id2?.value || "",
      name: name || createSyntheticStepName("Cancel"),
      "continue-on-error": continueOnError,
      cancel
    };
  }
  if (parallel) {
    const parallelSteps = convertSteps(context, parallel);
    for (const ps of parallelSteps) {
      if ("background" in ps && ps.background !== void 0) {
        context.error(step, "'background' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps.");
      }
      if ("wait" in ps) {
        context.error(step, "'wait' is not allowed inside a parallel block.");
      }
      if ("wait-all" in ps) {
        context.error(step, "'wait-all' is not allowed inside a parallel block.");
      }
      if ("cancel" in ps) {
        context.error(step, "'cancel' is not allowed inside a parallel block.");
      }
      if ("parallel" in ps) {
        context.error(step, "Nested 'parallel' blocks are not allowed.");
      }
    }
    return {
      id: id2?.value || "",
      name: name || createSyntheticStepName("Parallel group"),
      parallel: parallelSteps
    };
  }
  context.error(step, context.state.featureFlags?.isEnabled("allowBackgroundSteps") ? "Expected one of uses, run, wait, wait-all, cancel, or parallel to be defined" : "Expected one of uses or run to be defined");
}
function createActionStepId(step) {
  const uses = step.uses.value;
  if (uses.startsWith("docker://")) {
    return uses.substring("docker://".length);
  }
  if (uses.startsWith("./") || uses.startsWith(".\\")) {
    return "self";
  }
  if (uses.startsWith("$/")) {
    return "self";
  }
  const segments = uses.split("@");
  if (segments.length != 2) {
    return "";
  }
  const pathSegments = segments[0].split(/[\\/]/).filter((s) => s.length > 0);
  const gitRef = segments[1];
  if (pathSegments.length >= 2 && pathSegments[0] && pathSegments[1] && gitRef) {
    return `${pathSegments[0]}/${pathSegments[1]}`;
  }
  return "";
}
function createSyntheticStepName(value) {
  return new StringToken(void 0, void 0, value, void 0, void 0, void 0);
}
function convertWaitTargets(context, knownStepIds, token, ownStepId) {
  if (token instanceof StringToken) {
    validateTargetStepId(context, knownStepIds, token, ownStepId);
    return [token];
  }
  const sequence = token.assertSequence("steps item wait");
  const targets = [];
  for (let i = 0; i < sequence.count; i++) {
    const target = sequence.get(i).assertString("steps item wait item");
    validateTargetStepId(context, knownStepIds, target, ownStepId);
    targets.push(target);
  }
  return targets;
}
function convertWaitAllValue(context, token) {
  if (token instanceof NullToken) {
    return true;
  }
  const value = token.assertBoolean("steps item wait-all").value;
  if (!value) {
    context.error(token, "The value of 'wait-all' must be true or omitted");
  }
  return true;
}
function validateTargetStepId(context, knownStepIds, target, ownStepId) {
  if (target.value.startsWith("__")) {
    context.error(target, `The identifier '${target.value}' is invalid. IDs starting with '__' are reserved.`);
  } else if (ownStepId && target.value.toLowerCase() === ownStepId.value.toLowerCase()) {
    context.error(target, `Step '${ownStepId.value}' cannot reference itself`);
  } else if (!knownStepIds.has(target.value)) {
    context.error(target, `Step references unknown step ID '${target.value}'`);
  }
}

// node_modules/@actions/workflow-parser/dist/model/converter/job.js
function convertJob(context, jobKey, token) {
  const error = new IdBuilder().tryAddKnownId(jobKey.value);
  if (error) {
    context.error(jobKey, error);
  }
  let concurrency, container, env, environment, ifCondition, name, outputs, runsOn, services, strategy, snapshot;
  let needs = void 0;
  let steps = [];
  let workflowJobRef;
  let workflowJobInputs;
  let inheritSecrets = false;
  let workflowJobSecrets;
  for (const item of token) {
    const propertyName = item.key.assertString("job property name");
    switch (propertyName.value) {
      case "concurrency":
        handleTemplateTokenErrors(item.value, context, void 0, () => convertConcurrency(context, item.value));
        concurrency = item.value;
        break;
      case "container":
        convertToJobContainer(context, item.value);
        container = item.value;
        break;
      case "env":
        handleTemplateTokenErrors(item.value, context, void 0, () => {
          env = item.value.assertMapping("job env");
        });
        break;
      case "environment":
        handleTemplateTokenErrors(item.value, context, void 0, () => convertToActionsEnvironmentRef(context, item.value));
        environment = item.value;
        break;
      case "if":
        ifCondition = convertToIfCondition(context, item.value);
        break;
      case "name":
        name = item.value.assertScalar("job name");
        break;
      case "needs": {
        needs = [];
        if (isString(item.value)) {
          const jobNeeds = item.value.assertString("job needs id");
          needs.push(jobNeeds);
        }
        if (isSequence(item.value)) {
          for (const seqItem of item.value) {
            const jobNeeds = seqItem.assertString("job needs id");
            needs.push(jobNeeds);
          }
        }
        break;
      }
      case "outputs":
        handleTemplateTokenErrors(item.value, context, void 0, () => {
          outputs = item.value.assertMapping("job outputs");
        });
        break;
      case "runs-on":
        handleTemplateTokenErrors(item.value, context, void 0, () => convertRunsOn(context, item.value));
        runsOn = item.value;
        break;
      case "services":
        convertToJobServices(context, item.value);
        services = item.value;
        break;
      case "snapshot":
        snapshot = item.value;
        break;
      case "steps":
        steps = convertSteps(context, item.value);
        break;
      case "strategy":
        strategy = item.value;
        break;
      case "uses":
        workflowJobRef = item.value.assertString("job uses value");
        break;
      case "with":
        handleTemplateTokenErrors(item.value, context, void 0, () => {
          workflowJobInputs = item.value.assertMapping("uses-with value");
        });
        break;
      case "secrets":
        if (isString(item.value) && item.value.value === "inherit") {
          inheritSecrets = true;
        } else {
          handleTemplateTokenErrors(item.value, context, void 0, () => {
            workflowJobSecrets = item.value.assertMapping("uses-secrets value");
          });
        }
        break;
    }
  }
  if (workflowJobRef !== void 0) {
    return {
      type: "reusableWorkflowJob",
      id: jobKey,
      name: jobName(name, jobKey),
      needs: needs || [],
      if: ifCondition || new BasicExpressionToken(void 0, void 0, "success()", void 0, void 0, void 0),
      ref: workflowJobRef,
      "input-definitions": void 0,
      "input-values": workflowJobInputs,
      "secret-definitions": void 0,
      "secret-values": workflowJobSecrets,
      "inherit-secrets": inheritSecrets || void 0,
      outputs: void 0,
      concurrency,
      strategy
    };
  } else {
    return {
      type: "job",
      id: jobKey,
      name: jobName(name, jobKey),
      needs,
      if: ifCondition || new BasicExpressionToken(void 0, void 0, "success()", void 0, void 0, void 0),
      env,
      concurrency,
      environment,
      strategy,
      "runs-on": runsOn,
      container,
      services,
      outputs,
      steps,
      snapshot
    };
  }
}
function jobName(name, jobKey) {
  if (name === void 0) {
    return jobKey;
  }
  if (isString(name) && name.value === "") {
    return jobKey;
  }
  return name;
}

// node_modules/@actions/workflow-parser/dist/model/converter/jobs.js
function convertJobs(context, token) {
  if (isMapping(token)) {
    const result = [];
    const jobsWithSatisfiedNeeds = [];
    const alljobsWithUnsatisfiedNeeds = [];
    for (const item of token) {
      const jobKey = item.key.assertString("job name");
      const jobDef = item.value.assertMapping(`job ${jobKey.value}`);
      const job = handleTemplateTokenErrors(token, context, void 0, () => convertJob(context, jobKey, jobDef));
      if (job) {
        result.push(job);
        const node = {
          name: job.id.value,
          needs: Object.assign([], job.needs)
        };
        if (node.needs.length > 0) {
          alljobsWithUnsatisfiedNeeds.push(node);
        } else {
          jobsWithSatisfiedNeeds.push(node);
        }
      }
    }
    validateNeeds(token, context, result, jobsWithSatisfiedNeeds, alljobsWithUnsatisfiedNeeds);
    return result;
  }
  context.error(token, "Invalid format for jobs");
  return [];
}
function validateNeeds(token, context, result, jobsWithSatisfiedNeeds, alljobsWithUnsatisfiedNeeds) {
  if (jobsWithSatisfiedNeeds.length == 0) {
    context.error(token, "The workflow must contain at least one job with no dependencies.");
    return;
  }
  while (jobsWithSatisfiedNeeds.length > 0) {
    const currentJob = jobsWithSatisfiedNeeds.shift();
    if (currentJob == void 0) {
      break;
    }
    for (let i = alljobsWithUnsatisfiedNeeds.length - 1; i >= 0; i--) {
      const unsatisfiedJob = alljobsWithUnsatisfiedNeeds[i];
      for (let j = unsatisfiedJob.needs.length - 1; j >= 0; j--) {
        const need = unsatisfiedJob.needs[j];
        if (need.value == currentJob.name) {
          unsatisfiedJob.needs.splice(j, 1);
          if (unsatisfiedJob.needs.length == 0) {
            jobsWithSatisfiedNeeds.push(unsatisfiedJob);
            alljobsWithUnsatisfiedNeeds.splice(i, 1);
          }
        }
      }
    }
  }
  if (alljobsWithUnsatisfiedNeeds.length > 0) {
    const jobNames = result.map((x) => x.id.value);
    for (const unsatisfiedJob of alljobsWithUnsatisfiedNeeds) {
      for (const need of unsatisfiedJob.needs) {
        if (jobNames.includes(need.value)) {
          context.error(need, `Job '${unsatisfiedJob.name}' depends on job '${need.value}' which creates a cycle in the dependency graph.`);
        } else {
          context.error(need, `Job '${unsatisfiedJob.name}' depends on unknown job '${need.value}'.`);
        }
      }
    }
  }
}

// node_modules/@actions/workflow-parser/dist/model/converter/job/inputs.js
function convertWorkflowJobInputs(context, job) {
  const inputDefinitions = createTokenMap(job["input-definitions"]?.assertMapping("workflow job input definitions"), "inputs");
  const inputValues = createTokenMap(job["input-values"]?.assertMapping("workflow job input values"), "with");
  if (inputDefinitions !== void 0) {
    for (const [, [name, value]] of inputDefinitions) {
      const inputSpec = createTokenMap(value.assertMapping(`input ${name}`), `input ${name} key`);
      const inputTypeToken = inputSpec?.get("type")?.[1];
      if (!inputTypeToken) {
        continue;
      }
      const inputSet = inputValues !== void 0 && inputValues.has(name.toLowerCase());
      const required = inputSpec.get("required")?.[1].assertBoolean(`input ${name} required`).value;
      if (required && !inputSet) {
        context.error(job.ref, `Input ${name} is required, but not provided while calling.`);
      }
    }
  }
  if (inputValues !== void 0) {
    for (const [, [name, value]] of inputValues) {
      if (!inputDefinitions?.has(name.toLowerCase())) {
        context.error(value, `Invalid input, ${name} is not defined in the referenced workflow.`);
      }
    }
  }
}
function createTokenMap(mapping, description) {
  if (!mapping) {
    return void 0;
  }
  const result = /* @__PURE__ */ new Map();
  for (const item of mapping) {
    const name = item.key.assertString(`${description} key`);
    result.set(name.value.toLowerCase(), [name.value, item.value]);
  }
  return result;
}

// node_modules/@actions/workflow-parser/dist/model/converter/job/secrets.js
function convertWorkflowJobSecrets(context, job) {
  if (job["inherit-secrets"]) {
    return;
  }
  const secretDefinitions = createTokenMap(job["secret-definitions"]?.assertMapping("workflow job secret definitions"), "secrets");
  const secretValues = createTokenMap(job["secret-values"]?.assertMapping("workflow job secret values"), "secrets");
  if (secretDefinitions !== void 0) {
    for (const [, [name, value]] of secretDefinitions) {
      if (value instanceof NullToken) {
        continue;
      }
      const secretSpec = createTokenMap(value.assertMapping(`secret ${name}`), `secret ${name} key`);
      const required = secretSpec?.get("required")?.[1].assertBoolean(`secret ${name} required`).value;
      if (required) {
        if (secretValues == void 0 || !secretValues.has(name.toLowerCase())) {
          context.error(job.ref, `Secret ${name} is required, but not provided while calling.`);
        }
      }
    }
  }
  if (secretValues !== void 0) {
    for (const [, [name, value]] of secretValues) {
      if (!secretDefinitions?.has(name.toLowerCase())) {
        context.error(value, `Invalid secret, ${name} is not defined in the referenced workflow.`);
      }
    }
  }
}

// node_modules/@actions/workflow-parser/dist/model/converter/referencedWorkflow.js
function convertReferencedWorkflow(context, referencedWorkflow, job) {
  const mapping = referencedWorkflow.assertMapping("root");
  const tokenForErrors = job.ref;
  for (const pair of mapping) {
    const key = pair.key.assertString("root key");
    switch (key.value) {
      case "on": {
        handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertReferencedWorkflowOn(context, pair.value, job));
        break;
      }
      case "jobs": {
        job.jobs = handleTemplateTokenErrors(tokenForErrors, context, [], () => convertJobs(context, pair.value));
        break;
      }
    }
  }
}
function convertReferencedWorkflowOn(context, on, job) {
  const tokenForErrors = job.ref;
  switch (on.templateTokenType) {
    case TokenType2.String: {
      const event = on.assertString("Reference workflow on value").value;
      if (event === "workflow_call") {
        handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobInputs(context, job));
        handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobSecrets(context, job));
        return;
      }
      break;
    }
    case TokenType2.Sequence: {
      const events = on.assertSequence("Reference workflow on value");
      for (const eventToken of events) {
        const event = eventToken.assertString(`Reference workflow on value ${eventToken}`).value;
        if (event === "workflow_call") {
          handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobInputs(context, job));
          handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobSecrets(context, job));
          return;
        }
      }
      break;
    }
    case TokenType2.Mapping: {
      const eventMapping = on.assertMapping("Reference workflow on value");
      for (const pair of eventMapping) {
        const event = pair.key.assertString(`Reference workflow on value ${pair.key}`).value;
        if (event !== "workflow_call") {
          continue;
        }
        if (pair.value.templateTokenType === TokenType2.Null) {
          handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobInputs(context, job));
          handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobSecrets(context, job));
          return;
        }
        const definitions = pair.value.assertMapping(`Reference workflow on value ${pair.key}`);
        for (const definition of definitions) {
          const definitionKey = definition.key.assertString(`on-workflow_call-${definition.key}`).value;
          switch (definitionKey) {
            case "inputs":
              job["input-definitions"] = definition.value.assertMapping(`on-workflow_call-${definition.key}`);
              break;
            case "outputs":
              job.outputs = definition.value.assertMapping(`on-workflow_call-${definition.key}`);
              break;
            case "secrets":
              job["secret-definitions"] = definition.value.assertMapping(`on-workflow_call-${definition.key}`);
              break;
          }
        }
        handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobInputs(context, job));
        handleTemplateTokenErrors(tokenForErrors, context, void 0, () => convertWorkflowJobSecrets(context, job));
        return;
      }
      break;
    }
  }
  context.error(tokenForErrors, "workflow_call key is not defined in the referenced workflow.");
}

// node_modules/@actions/workflow-parser/dist/model/convert.js
var ErrorPolicy;
(function(ErrorPolicy2) {
  ErrorPolicy2[ErrorPolicy2["ReturnErrorsOnly"] = 0] = "ReturnErrorsOnly";
  ErrorPolicy2[ErrorPolicy2["TryConversion"] = 1] = "TryConversion";
})(ErrorPolicy || (ErrorPolicy = {}));
var defaultOptions = {
  maxReusableWorkflowDepth: 4,
  fetchReusableWorkflowDepth: 0,
  errorPolicy: ErrorPolicy.ReturnErrorsOnly,
  featureFlags: new FeatureFlags()
};
async function convertWorkflowTemplate(context, root, fileProvider, options = defaultOptions) {
  const result = {};
  const opts = getOptionsWithDefaults(options);
  context.state.featureFlags = opts.featureFlags;
  if (context.errors.getErrors().length > 0 && opts.errorPolicy === ErrorPolicy.ReturnErrorsOnly) {
    result.errors = context.errors.getErrors().map((x) => ({
      Message: x.message
    }));
    return result;
  }
  if (fileProvider === void 0 && opts.fetchReusableWorkflowDepth > 0) {
    context.error(root, new Error("A file provider is required to fetch reusable workflows"));
  }
  try {
    const rootMapping = root.assertMapping("root");
    for (const item of rootMapping) {
      const key = item.key.assertString("root key");
      switch (key.value) {
        case "on":
          result.events = handleTemplateTokenErrors(root, context, {}, () => convertOn(context, item.value));
          break;
        case "jobs":
          result.jobs = handleTemplateTokenErrors(root, context, [], () => convertJobs(context, item.value));
          break;
        case "concurrency":
          handleTemplateTokenErrors(root, context, {}, () => convertConcurrency(context, item.value));
          result.concurrency = item.value;
          break;
        case "env":
          result.env = item.value;
          break;
      }
    }
    for (const job of result.jobs || []) {
      if (isReusableWorkflowJob(job)) {
        if (opts.maxReusableWorkflowDepth === 0) {
          context.error(job.ref, new Error("Reusable workflows are not allowed"));
          continue;
        }
        if (opts.fetchReusableWorkflowDepth === 0 || fileProvider === void 0) {
          continue;
        }
        try {
          const file = await fileProvider.getFileContent(parseFileReference(job.ref.value));
          const workflow = parseWorkflow(file, context);
          if (!workflow.value) {
            continue;
          }
          convertReferencedWorkflow(context, workflow.value, job);
        } catch {
          context.error(job.ref, new Error("Unable to find reusable workflow"));
        }
      }
    }
  } catch (err) {
    if (err instanceof TemplateTokenError) {
      context.error(err.token, err);
    } else {
      context.error(root, err);
    }
  } finally {
    if (context.errors.getErrors().length > 0) {
      result.errors = context.errors.getErrors().map((x) => ({
        Message: x.message
      }));
    }
  }
  return result;
}
function getOptionsWithDefaults(options) {
  return {
    maxReusableWorkflowDepth: options.maxReusableWorkflowDepth !== void 0 ? options.maxReusableWorkflowDepth : defaultOptions.maxReusableWorkflowDepth,
    fetchReusableWorkflowDepth: options.fetchReusableWorkflowDepth !== void 0 ? options.fetchReusableWorkflowDepth : defaultOptions.fetchReusableWorkflowDepth,
    errorPolicy: options.errorPolicy !== void 0 ? options.errorPolicy : defaultOptions.errorPolicy,
    featureFlags: options.featureFlags ?? defaultOptions.featureFlags
  };
}

// src/sim/harness/expressions.ts
var STATUS = ["success", "failure", "cancelled", "always"];
var toData = (v) => JSON.parse(JSON.stringify(v ?? null), data_exports.reviver);
var converted = /* @__PURE__ */ new WeakMap();
function cachedData(v) {
  if (v === null || typeof v !== "object") return toData(v);
  let d = converted.get(v);
  if (!d) converted.set(v, d = toData(v));
  return d;
}
var fromData = (d) => JSON.parse(JSON.stringify(d, data_exports.replacer));
function evaluate(expression, contexts, status) {
  const tokens = new Lexer(expression).lex().tokens;
  const functions = STATUS.map((name) => ({ name, minArgs: 0, maxArgs: 0 }));
  const tree = new Parser(tokens, Object.keys(contexts), functions).parse();
  const impl = new Map(
    STATUS.map((name) => [
      name.toLowerCase(),
      {
        name,
        minArgs: 0,
        maxArgs: 0,
        call: () => new data_exports.BooleanData(name === "always" ? true : status[name])
      }
    ])
  );
  const used = Object.entries(contexts).filter(([key]) => new RegExp(`\\b${key}\\b`, "i").test(expression));
  const ctx = new data_exports.Dictionary(...used.map(([key, value]) => ({ key, value: cachedData(value) })));
  return fromData(new Evaluator(tree, ctx, impl).evaluate());
}
var truthy2 = (v) => !(v === false || v === null || v === 0 || v === "" || v === void 0 || Number.isNaN(v));
function evaluateToken(token, contexts, status) {
  if (!token) return void 0;
  if (isBasicExpression(token)) return evaluate(token.expression, contexts, status);
  if (isString(token)) return token.value;
  if (isNumber(token)) return token.value;
  if (isBoolean(token)) return token.value;
  if (isSequence(token)) {
    const out = [];
    for (let i = 0; i < token.count; i++) out.push(evaluateToken(token.get(i), contexts, status));
    return out;
  }
  if (isMapping(token)) {
    const out = {};
    for (const pair of token)
      out[String(evaluateToken(pair.key, contexts, status))] = evaluateToken(pair.value, contexts, status);
    return out;
  }
  return null;
}
var mentionsStatus = (expression) => /\b(success|failure|cancelled|always)\s*\(/i.test(expression);

// src/sim/harness/workflows.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join4 } from "node:path";
var cache = /* @__PURE__ */ new Map();
function loadWorkflow(file, root = packageRoot()) {
  const key = `${root}\0${file}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = (async () => {
      const text = readFileSync2(join4(root, file), "utf8");
      const parsed = parseWorkflow({ name: file, content: text }, new NoOperationTraceWriter());
      const errors = parsed.context.errors.getErrors().map((e) => e.message);
      const template = await convertWorkflowTemplate(parsed.context, parsed.value);
      errors.push(...(template.errors ?? []).map((e) => e.Message).filter((m) => !errors.includes(m)));
      return { file, text, template, errors };
    })();
    cache.set(key, hit);
  }
  return hit;
}
var localWorkflowPath = (uses) => /^\.\/(\.github\/workflows\/[^@]+\.ya?ml)$/.exec(uses)?.[1];
function resolveWorkflowRef(uses, callerRoot, productRoot) {
  const local = localWorkflowPath(uses);
  if (local) return { file: local, root: callerRoot };
  const m = /^([^/@\s]+\/[^/@\s]+)\/(\.github\/workflows\/[^@]+\.ya?ml)@(\S+)$/.exec(uses);
  if (m && m[1] === PRODUCT.repo && m[3] === PRODUCT.ref) return { file: m[2], root: productRoot };
  return void 0;
}

// src/sim/harness/steps.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { readFileSync as readFileSync3 } from "node:fs";
import { join as join5 } from "node:path";
var stepCache = /* @__PURE__ */ new Map();
function jobSteps(root, file, job) {
  const key = `${root}\0${file}\0${job}`;
  let hit = stepCache.get(key);
  if (!hit) stepCache.set(key, hit = readSteps(root, file, job));
  return hit;
}
function readSteps(root, file, job) {
  const wf = (0, import_yaml2.parse)(readFileSync3(join5(root, file), "utf8"), { version: "1.1" });
  const steps = wf.jobs?.[job]?.steps;
  if (!steps) throw new Error(`${file}: job '${job}' has no steps`);
  return steps.map((s) => ({
    ...typeof s["id"] === "string" ? { id: s["id"] } : {},
    ...typeof s["name"] === "string" ? { name: s["name"] } : {},
    ...typeof s["uses"] === "string" ? { uses: s["uses"] } : {},
    ...typeof s["run"] === "string" ? { run: s["run"] } : {},
    ...s["if"] !== void 0 ? { if: String(s["if"]) } : {},
    with: Object.fromEntries(
      Object.entries(s["with"] ?? {}).map(([k, v]) => [k, String(v)])
    )
  }));
}
var strip = (expr) => expr.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, "$1").trim();
function interpolate(text, contexts) {
  const status = { success: true, failure: false, cancelled: false };
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, e) => {
    const v = evaluate(e.trim(), contexts, status);
    return v === null || v === void 0 ? "" : typeof v === "string" ? v : JSON.stringify(v);
  });
}
async function runSteps(steps, contexts, perform2) {
  const done = [];
  const byId = {};
  let failed = false;
  for (const step of steps) {
    const ctx = { ...contexts, steps: byId };
    const status = { success: !failed, failure: failed, cancelled: false };
    const cond = strip(step.if ?? "success()");
    const run2 = truthy2(evaluate(mentionsStatus(cond) ? cond : `success() && (${cond})`, ctx, status));
    const withValues = Object.fromEntries(
      Object.entries(step.with).map(([k, v]) => [k, interpolate(v, ctx)])
    );
    if (!run2) {
      done.push({ step, with: withValues, status: "skipped", outputs: {} });
      if (step.id) byId[step.id] = { outputs: {}, outcome: "skipped", conclusion: "skipped" };
      continue;
    }
    const r = await perform2(step, withValues);
    const outputs = r.outputs ?? {};
    done.push({ step, with: withValues, status: r.outcome, outputs });
    if (step.id) byId[step.id] = { outputs, outcome: r.outcome, conclusion: r.outcome };
    if (r.outcome === "failure") failed = true;
  }
  return { done, outcome: failed ? "failure" : "success" };
}
function stepKind(step) {
  if (step.uses === "./" || step.uses === actionRef()) return "action";
  if (step.uses?.startsWith("actions/upload-artifact@")) return "upload";
  if (step.uses?.startsWith("actions/checkout@")) return "checkout";
  if (step.run !== void 0) return "run";
  return "other";
}
var actionInputCache = /* @__PURE__ */ new Map();
function declaredActionInputs(root) {
  let hit = actionInputCache.get(root);
  if (!hit) {
    const a = (0, import_yaml2.parse)(readFileSync3(join5(root, "action.yml"), "utf8"));
    actionInputCache.set(root, hit = new Set(Object.keys(a.inputs ?? {})));
  }
  return hit;
}

// src/sim/harness/simulate.ts
async function simulateWorkflow(file, opts) {
  const attempt = (opts.rerunOf?.attempt ?? 0) + 1;
  const state = {
    opts,
    roots: /* @__PURE__ */ new Map([[file, opts.root ?? packageRoot()]]),
    top: file,
    attempt,
    entries: [],
    previous: new Map((opts.rerunOf?.entries ?? []).map((e) => [e.path, e]))
  };
  const wf = await loadWorkflow(file, opts.root);
  if (wf.errors.length) throw new Error(`${file}: ${wf.errors.join("; ")}`);
  const inputs = opts.event.name === "workflow_dispatch" ? withDefaults(wf.template, "workflow_dispatch", opts.inputs ?? {}) : {};
  const base = baseContexts(state, inputs);
  const status = { success: true, failure: false, cancelled: false };
  const conc = wf.template.concurrency ? evaluateToken(wf.template.concurrency, base, status) : void 0;
  const results = await runJobs(state, file, wf.template, inputs, "", true);
  const all = [...results.values()].map((r) => r.result);
  const conclusion = state.cancelledBy || all.includes("cancelled") ? all.includes("failure") && !state.cancelledBy ? "failure" : "cancelled" : all.includes("failure") ? "failure" : "success";
  const log = { file, attempt, entries: state.entries, conclusion };
  if (state.cancelledBy) log.cancelledBy = state.cancelledBy;
  if (conc !== void 0)
    log.concurrency = typeof conc === "string" ? { group: conc, cancelInProgress: false } : { group: String(conc["group"]), cancelInProgress: conc["cancel-in-progress"] === true };
  return log;
}
function baseContexts(state, inputs) {
  const { opts } = state;
  return {
    github: {
      event_name: opts.event.name,
      event: opts.event.payload ?? {},
      run_id: "1000000001",
      run_attempt: String(state.attempt),
      repository: "owner/bench",
      sha: "0".repeat(40),
      token: "***",
      workflow_sha: "0".repeat(40)
    },
    inputs,
    vars: opts.vars ?? {},
    secrets: new Proxy({}, { get: () => "***" }),
    runner: { temp: "/runner/temp", os: "Linux" },
    env: {},
    steps: {},
    job: {},
    strategy: {},
    matrix: {},
    needs: {}
  };
}
function inputDefs(t2, event) {
  return t2.events[event]?.inputs ?? {};
}
function withDefaults(t2, event, given) {
  const defs = inputDefs(t2, event);
  const out = {};
  for (const k of Object.keys(given)) if (!(k in defs)) throw new Error(`unexpected input '${k}'`);
  for (const [k, d] of Object.entries(defs)) {
    let v = given[k];
    if (v === void 0 || v === null && event === "workflow_call") {
      if (d.required) throw new Error(`missing required input '${k}'`);
      v = typeof d.default === "object" && d.default !== null ? d.default.value : d.default;
    }
    if (d.type === "boolean") v = v === true || v === "true";
    else if (d.type === "number") v = Number(v);
    else v = v === void 0 || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v);
    out[k] = v;
  }
  return out;
}
function topoOrder(jobs) {
  const byId = new Map(jobs.map((j) => [j.id.value, j]));
  const done = /* @__PURE__ */ new Set();
  const order = [];
  const visit = (j) => {
    if (done.has(j.id.value)) return;
    done.add(j.id.value);
    for (const n of j.needs ?? []) visit(byId.get(n.value));
    order.push(j);
  };
  jobs.forEach(visit);
  return order;
}
async function runJobs(state, file, t2, inputs, prefix, mayKeep) {
  const results = /* @__PURE__ */ new Map();
  for (const job of topoOrder(t2.jobs)) {
    const id2 = job.id.value;
    const path = `${prefix}${id2}`;
    const keep = mayKeep && !(job.needs ?? []).some((n) => results.get(n.value).fresh);
    const needs = Object.fromEntries(
      (job.needs ?? []).map((n) => {
        const { result: result2, outputs } = results.get(n.value);
        return [n.value, { result: result2, outputs }];
      })
    );
    const needResults = Object.values(needs).map((n) => n.result);
    const ctx = { ...baseContexts(state, inputs), needs };
    const status = {
      success: needResults.every((r) => r === "success") && !state.cancelledBy,
      failure: needResults.some((r) => r === "failure"),
      cancelled: !!state.cancelledBy
    };
    const ifExpr = job.if?.expression ?? "success()";
    const record3 = logJob(state, job, { path, workflow: file, jobId: id2, inputs });
    let run2;
    try {
      run2 = truthy2(evaluate(mentionsStatus(ifExpr) ? ifExpr : `success() && (${ifExpr})`, ctx, status));
    } catch (e) {
      results.set(id2, record3("failure", `if: evaluation error: ${e.message}`));
      continue;
    }
    if (!run2) {
      results.set(
        id2,
        state.cancelledBy ? record3("cancelled", `run cancelled (by ${state.cancelledBy}) before it started`) : record3("skipped", `if: ${ifExpr}`)
      );
      continue;
    }
    let legs;
    let failFast = true;
    try {
      const strategy = evaluateToken(job.strategy, ctx, status);
      if (strategy?.matrix !== void 0) legs = expandMatrix(strategy.matrix);
      if (strategy?.["fail-fast"] !== void 0) failFast = truthy2(strategy["fail-fast"]);
    } catch (e) {
      results.set(id2, record3("failure", `strategy: ${e.message}`));
      continue;
    }
    if (legs && legs.length === 0) {
      results.set(id2, record3("failure", "strategy.matrix expands to no jobs"));
      continue;
    }
    const legResults = [];
    let tripped;
    for (const [i, matrix] of (legs ?? [void 0]).entries()) {
      const legPath = legs ? `${path}[${i}]` : path;
      const legCtx = matrix ? { ...ctx, matrix, strategy: { "job-index": i, "job-total": legs.length } } : ctx;
      const leg = { path: legPath, workflow: file, jobId: id2, inputs, ...matrix ? { matrix } : {} };
      const push = logJob(state, job, leg);
      let r;
      if (tripped) r = push("cancelled", `fail-fast: ${tripped} failed`);
      else if (state.cancelledBy && !mentionsStatus(ifExpr))
        r = push("cancelled", `run cancelled (by ${state.cancelledBy})`);
      else if (job.type === "reusableWorkflowJob") {
        state.current = file;
        r = await callReusable(state, job, legCtx, status, legPath, push, keep);
      } else r = runPlain(state, job, legCtx, leg, push, keep);
      if (r.result === "failure" && failFast && legs) tripped = legPath;
      legResults.push(r);
    }
    const rs = legResults.map((r) => r.result);
    const result = rs.includes("failure") ? "failure" : rs.includes("cancelled") ? "cancelled" : rs.every((x) => x === "skipped") ? "skipped" : "success";
    results.set(id2, {
      result,
      outputs: legResults.at(-1)?.outputs ?? {},
      fresh: legResults.some((r) => r.fresh)
    });
  }
  return results;
}
function logJob(state, job, leg) {
  return (status, reason, extra = {}) => {
    state.entries.push({
      ...leg,
      status,
      reason,
      call: job.type === "reusableWorkflowJob",
      outputs: {},
      steps: [],
      ...extra
    });
    return {
      result: status,
      outputs: extra.outputs ?? {},
      fresh: status !== "skipped" && !/^kept from attempt/.test(reason)
    };
  };
}
function runPlain(state, job, ctx, leg, push, mayKeep) {
  if (job.type !== "job") throw new Error("not a plain job");
  const runsOn = evaluateToken(job["runs-on"], ctx, { success: true, failure: false, cancelled: false });
  const jr = { ...leg, runsOn };
  const before = state.previous.get(leg.path);
  if (mayKeep && before?.status === "success")
    return push("success", `kept from attempt ${state.attempt - 1}`, { runsOn, outputs: before.outputs });
  let actionInputs;
  try {
    actionInputs = localActionInputs(state, leg, ctx);
  } catch (e) {
    return push("failure", `uses: ./ ${e.message}`, { runsOn });
  }
  const outcome = state.opts.outcomeOf?.(jr) ?? "success";
  const outputs = outcome === "success" ? state.opts.outputsOf?.(jr) ?? {} : {};
  const stepStatus = {
    success: outcome === "success",
    failure: outcome === "failure",
    cancelled: outcome === "cancelled"
  };
  const steps = [];
  for (const step of job.steps) {
    const expr = step.if?.expression ?? "success()";
    if (!step.id || /^__/.test(step.id)) continue;
    try {
      if (truthy2(
        evaluate(
          mentionsStatus(expr) ? expr : `success() && (${expr})`,
          { ...ctx, job: { status: outcome } },
          stepStatus
        )
      ))
        steps.push(step.id);
    } catch {
    }
  }
  const r = push(outcome, outcome === "success" ? "ran" : `outcome ${outcome}`, {
    runsOn,
    outputs,
    steps,
    ...actionInputs.length ? { actionInputs } : {}
  });
  if (leg.jobId === (state.opts.watchJobId ?? "fail-fast-watch") && outcome === "success")
    state.watching = true;
  else if (outcome === "failure" && state.watching && !state.cancelledBy) state.cancelledBy = leg.path;
  return r;
}
function localActionInputs(state, leg, ctx) {
  const root = state.roots.get(leg.workflow) ?? state.opts.root ?? packageRoot();
  const steps = jobSteps(root, leg.workflow, leg.jobId).filter((s) => stepKind(s) === "action");
  if (!steps.length) return [];
  const declared = declaredActionInputs(state.opts.productRoot ?? packageRoot());
  return steps.map((s) => {
    for (const k of Object.keys(s.with))
      if (!declared.has(k)) throw new Error(`has no input '${k}' (action.yml)`);
    return Object.fromEntries(Object.entries(s.with).map(([k, v]) => [k, interpolate(v, ctx)]));
  });
}
async function callReusable(state, job, ctx, status, path, push, mayKeep) {
  if (job.type !== "reusableWorkflowJob") throw new Error("not a reusable call");
  const caller = state.current ?? state.top;
  const callerRoot = state.roots.get(caller) ?? state.opts.root ?? packageRoot();
  const ref = resolveWorkflowRef(job.ref.value, callerRoot, state.opts.productRoot ?? packageRoot());
  if (!ref) return push("failure", `uses: ${job.ref.value} is neither local nor this product's workflow`);
  const target = ref.file;
  state.roots.set(target, ref.root);
  const callee = await loadWorkflow(target, ref.root);
  if (callee.errors.length) return push("failure", `${target}: ${callee.errors.join("; ")}`);
  if (!callee.template.events.workflow_call) return push("failure", `${target} has no workflow_call trigger`);
  let inputs;
  try {
    const given = evaluateToken(job["input-values"], ctx, status) ?? {};
    inputs = withDefaults(callee.template, "workflow_call", given);
  } catch (e) {
    return push("failure", `${target}: ${e.message}`);
  }
  const at = state.entries.length;
  push("success", `calls ${target}`);
  const flat = state.opts.flattenCall === true && state.current === state.top;
  const inner = await runJobs(state, target, callee.template, inputs, flat ? "" : `${path}/`, mayKeep);
  const rs = [...inner.values()].map((r) => r.result);
  const result = rs.includes("failure") ? "failure" : rs.includes("cancelled") ? "cancelled" : "success";
  const entry = state.entries[at];
  entry.status = result;
  entry.inputs = inputs;
  if (result !== "success") entry.reason = `calls ${target}: a called job ended ${result}`;
  return { result, outputs: {}, fresh: [...inner.values()].some((r) => r.fresh) };
}
function expandMatrix(matrix) {
  if (matrix === null || typeof matrix !== "object" || Array.isArray(matrix))
    throw new Error("matrix is not a mapping");
  const m = matrix;
  const vectors = Object.entries(m).filter(([k]) => k !== "include" && k !== "exclude");
  let legs = vectors.length ? [{}] : [];
  for (const [k, v] of vectors) {
    if (!Array.isArray(v)) throw new Error(`matrix vector '${k}' is not a list`);
    if (v.length === 0) throw new Error(`matrix vector '${k}' does not contain any values`);
    legs = legs.flatMap((leg) => v.map((x) => ({ ...leg, [k]: x })));
  }
  const excl = Array.isArray(m["exclude"]) ? m["exclude"] : [];
  legs = legs.filter(
    (leg) => !excl.some((e) => Object.entries(e).every(([k, v]) => JSON.stringify(leg[k]) === JSON.stringify(v)))
  );
  if (Array.isArray(m["include"])) legs.push(...m["include"]);
  return legs;
}

// src/sim/harness/sweep.ts
var RUN_SWEEP = ".github/workflows/sweep-run.yml";
var SWEEP_CALLER = CALLER_FILES.run;
var isBenchmark = (j) => j.jobId === "benchmark" && /sweep-benchmark(-multinode)?\.yml$/.test(j.workflow);
function accountRows(plan, log, canary = "single") {
  const byRow = /* @__PURE__ */ new Map();
  for (const e of log.entries)
    if (isBenchmark(e))
      byRow.set(String(e.inputs["row-id"]), [...byRow.get(String(e.inputs["row-id"])) ?? [], e]);
  const sel = selectCanary(plan, canary);
  const home = /* @__PURE__ */ new Map();
  for (const c of sel.canaries) home.set(c.rowId, [c.job]);
  for (const s of shardPlan(sel.remaining).shards) {
    const slotJob = `${s.job}/${jobFor(s.bucket)?.template}-${s.slot}`;
    for (const d of s.rows) home.set(d["row-id"], [s.job, slotJob]);
  }
  const byPath = new Map(log.entries.map((e) => [e.path, e]));
  const legOf = /* @__PURE__ */ new Map();
  for (const e of log.entries) {
    const id2 = e.matrix?.["row"]?.["row-id"];
    if (typeof id2 === "string" && (e.status === "skipped" || e.status === "cancelled")) legOf.set(id2, e);
  }
  return bucketsOf(plan).flatMap(
    (b) => b.rows.map((r) => {
      const id2 = rowIdOf(r);
      const ran = byRow.get(id2) ?? [];
      if (ran.length > 0)
        return {
          rowId: id2,
          status: ran[0].status,
          path: ran[0].path,
          reason: ran[0].reason,
          runs: ran.length
        };
      const leg = legOf.get(id2);
      if (leg) return { rowId: id2, status: leg.status, path: leg.path, reason: leg.reason, runs: 0 };
      for (const p of home.get(id2) ?? []) {
        const e = byPath.get(p);
        if (e && (e.status === "skipped" || e.status === "cancelled"))
          return { rowId: id2, status: e.status, path: p, reason: e.reason, runs: 0 };
      }
      return {
        rowId: id2,
        status: "success",
        path: "(lost)",
        reason: "no job ran or skipped this row",
        runs: 0
      };
    })
  );
}

// src/action/deps.ts
import { resolve as resolve4 } from "node:path";

// src/github/dry-run.ts
function dryRunPort(inner, log) {
  const fake = (body) => ({
    id: 0,
    body,
    user: "dry-run",
    userType: "Bot",
    createdAt: (/* @__PURE__ */ new Date(0)).toISOString()
  });
  const preview = (s) => JSON.stringify(s.length > 120 ? `${s.slice(0, 117)}...` : s);
  return {
    repo: inner.repo,
    live: false,
    getPull: (n) => inner.getPull(n),
    getCommitMessage: (sha) => inner.getCommitMessage(sha),
    listLabels: (n) => inner.listLabels(n),
    listComments: (n) => inner.listComments(n),
    getPermission: (u) => inner.getPermission(u),
    listWorkflowRuns: (w, s) => inner.listWorkflowRuns(w, s),
    listRunJobs: (id2) => inner.listRunJobs(id2),
    listRunners: () => inner.listRunners(),
    createComment: async (issue, body) => {
      log(`[dry-run] would create a comment on #${issue}: ${preview(body)}`);
      return fake(body);
    },
    updateComment: async (id2, body) => {
      log(`[dry-run] would update comment ${id2}: ${preview(body)}`);
      return { ...fake(body), id: id2 };
    },
    deleteComment: async (id2) => {
      log(`[dry-run] would delete comment ${id2}`);
      return true;
    },
    listReactions: (id2) => inner.listReactions(id2),
    listPullFiles: (n) => inner.listPullFiles(n),
    listIssueReactions: (n) => inner.listIssueReactions(n),
    addIssueReaction: async (n, content) => log(`[dry-run] would react ${content} to #${n}`),
    addReaction: async (id2, content) => log(`[dry-run] would react ${content} to comment ${id2}`),
    deleteReaction: async (id2, reaction) => log(`[dry-run] would delete reaction ${reaction} from comment ${id2}`),
    setCommitStatus: async (sha, st) => log(`[dry-run] would set status ${st.context}=${st.state} on ${sha}`),
    dispatchWorkflow: async (workflow, ref, inputs) => {
      log(`[dry-run] would dispatch ${workflow} on ${ref} with ${JSON.stringify(inputs)}`);
      return {};
    },
    cancelWorkflowRun: async (id2) => log(`[dry-run] would cancel run ${id2}`),
    rerunFailedJobs: async (id2) => log(`[dry-run] would re-run failed jobs of run ${id2}`),
    // The merge half: reads pass through; the dashboard dispatch is only logged.
    getRun: (id2) => inner.getRun(id2),
    listRunArtifacts: (id2) => inner.listRunArtifacts(id2),
    findArtifacts: (name) => inner.findArtifacts(name),
    readArtifactFile: (id2, file) => inner.readArtifactFile(id2, file),
    listCommitPulls: (sha) => inner.listCommitPulls(sha),
    listLabelEvents: (n) => inner.listLabelEvents(n),
    listCommitStatuses: (sha) => inner.listCommitStatuses(sha),
    repositoryDispatch: async (target, type, payload) => log(
      `[dry-run] would send repository_dispatch ${type} to ${target}: ${preview(JSON.stringify(payload))}`
    )
  };
}

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    };
  }
  if (kind === "after") {
    hook2 = (method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error) => {
        return orig(error, options);
      });
    };
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION2 = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION2} ${getUserAgent()}`;
var DEFAULTS2 = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object2) {
  if (!object2) {
    return {};
  }
  return Object.keys(object2).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object2[key];
    return newObj;
  }, {});
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
function merge(defaults, route2, options) {
  if (typeof route2 === "string") {
    let [method, url] = route2.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route2);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
function omit(object2, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object2)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object2[key];
    }
  }
  return result;
}
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
function parse2(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format2) => format2.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format2 = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format2}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults, route2, options) {
  return parse2(merge(defaults, route2, options));
}
function withDefaults2(oldDefaults, newDefaults) {
  const DEFAULTS22 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS22);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS22,
    defaults: withDefaults2.bind(null, DEFAULTS22),
    merge: merge.bind(null, DEFAULTS22),
    parse: parse2
  });
}
var endpoint = withDefaults2(null, DEFAULTS2);

// node_modules/content-type/dist/index.js
var SP = 32;
var HTAB = 9;
var SEMI = 59;
var EQ = 61;
var DQUOTE = 34;
var BSLASH = 92;
var COMMA = 44;
var LOWER_CASE = 1;
var OWS = 2;
var SEMI_FLAG = 4;
var COMMA_FLAG = 8;
var TOKEN_FLAG = 16;
var NON_ASCII = 65280;
var CASE_FLAGS = LOWER_CASE | NON_ASCII;
var CHAR_MAP = new Uint8Array(256);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code2 = 128; code2 <= 255; code2++) {
  CHAR_MAP[code2] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
  CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code2 = 48; code2 <= 57; code2++) {
  CHAR_MAP[code2] |= TOKEN_FLAG;
}
for (let code2 = 65; code2 <= 90; code2++) {
  CHAR_MAP[code2] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code2 = 97; code2 <= 122; code2++) {
  CHAR_MAP[code2] |= TOKEN_FLAG;
}
var NullObject = /* @__PURE__ */ (() => {
  const C = function() {
  };
  C.prototype = /* @__PURE__ */ Object.create(null);
  return C;
})();
function parse3(header, options) {
  const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
  const len = header.length;
  let valueStart = options?.start ?? 0;
  while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
    valueStart++;
  }
  let index = valueStart;
  let typeFlags = 0;
  let whitespace = -1;
  let stop = options?.parameters === false ? COMMA_FLAG : 0;
  while (index < len) {
    const code2 = header.charCodeAt(index);
    const flags = CHAR_MAP[code2];
    if ((flags & stopFlags) !== 0) {
      stop |= flags & COMMA_FLAG;
      break;
    }
    if ((flags & OWS) !== 0) {
      if (whitespace === -1)
        whitespace = index;
    } else {
      whitespace = -1;
    }
    typeFlags |= code2 & NON_ASCII | flags;
    index++;
  }
  const valueEnd = whitespace === -1 ? index : whitespace;
  const value = header.slice(valueStart, valueEnd);
  const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
  if (index === len || stop !== 0) {
    return { type, index, parameters: new NullObject() };
  }
  return parseParameters(header, type, index, len, stopFlags);
}
function parseParameters(header, type, index, len, stopFlags) {
  const parameters = new NullObject();
  parameter: while (index < len) {
    index++;
    while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
      index++;
    }
    const keyStart = index;
    let keyFlags = 0;
    let keyWhitespace = -1;
    while (index < len) {
      const code2 = header.charCodeAt(index);
      const flags = CHAR_MAP[code2];
      if ((flags & stopFlags) !== 0) {
        if ((flags & COMMA_FLAG) !== 0)
          break parameter;
        continue parameter;
      }
      if (code2 === EQ) {
        const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
        const value = header.slice(keyStart, keyEnd);
        const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        index++;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
          index++;
        }
        if (index < len && header.charCodeAt(index) === DQUOTE) {
          const quotedStart = ++index;
          let escaped = false;
          while (index < len) {
            const code3 = header.charCodeAt(index);
            if (code3 === DQUOTE) {
              if (parameters[key] === void 0) {
                parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index);
              }
              index++;
              let stop2 = 0;
              while (index < len) {
                const code4 = header.charCodeAt(index);
                const flags2 = CHAR_MAP[code4];
                if ((flags2 & stopFlags) !== 0) {
                  stop2 = flags2 & COMMA_FLAG;
                  break;
                }
                index++;
              }
              if (stop2 !== 0)
                break parameter;
              continue parameter;
            }
            if (code3 === BSLASH && index + 1 < len) {
              escaped = true;
              index += 2;
              continue;
            }
            index++;
          }
          continue parameter;
        }
        const valueStart = index;
        let stop = 0;
        let valueWhitespace = -1;
        while (index < len) {
          const code3 = header.charCodeAt(index);
          const flags2 = CHAR_MAP[code3];
          if ((flags2 & stopFlags) !== 0) {
            stop = flags2 & COMMA_FLAG;
            break;
          }
          if ((flags2 & OWS) !== 0) {
            if (valueWhitespace === -1)
              valueWhitespace = index;
          } else {
            valueWhitespace = -1;
          }
          index++;
        }
        if (parameters[key] === void 0) {
          const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
          parameters[key] = header.slice(valueStart, valueEnd);
        }
        if (stop !== 0)
          break parameter;
        continue parameter;
      }
      if ((flags & OWS) !== 0) {
        if (keyWhitespace === -1)
          keyWhitespace = index;
      } else {
        keyWhitespace = -1;
      }
      keyFlags |= code2 & NON_ASCII | flags;
      index++;
    }
  }
  return { type, index, parameters };
}
function unescapeQuotedPairs(str, start, end) {
  let result = "";
  for (let index = start; index < end; index++) {
    if (str.charCodeAt(index) === BSLASH) {
      result += str.slice(start, index);
      start = ++index;
    }
  }
  return result + str.slice(start, end);
}

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
var isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
var stringifyIteratively = (rootValue, replacer2, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer2 === "function";
  const propertyList = Array.isArray(replacer2) ? new Set(replacer2.map(String)) : null;
  const prepareVal = (parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer2.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  };
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
};
var JSONStringify = (value, replacer2, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer2 === "function";
          if (hasFunctionReplacer) return replacer2(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer2) && replacer2.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer2, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer2 === "function";
        if (hasFunctionReplacer) return replacer2(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer2) && replacer2.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error) {
    if (error instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer2, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error;
  }
};
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context);
};
var JSONParseV2 = (text, reviver2) => {
  return JSON.parse(text, (key, value, context) => {
    const isNumber2 = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber2 && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context.source);
    const hasCustomReviver = typeof reviver2 === "function";
    if (!hasCustomReviver) return value;
    return reviver2(key, value, context);
  });
};
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
};
var serializeBigInts = (text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits2, fractional, exponential) => {
      const isString2 = match[0] === '"';
      const isNoise = isString2 && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits2 && (digits2.length < MAX_DIGITS || digits2.length === MAX_DIGITS && digits2 <= MAX_INT);
      const isStandardValue = isString2 || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
};
var JSONParse = (text, reviver2) => {
  if (!text) return originalParse(text, reviver2);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver2);
    const serializedData = serializeBigInts(text);
    return originalParse(
      serializedData,
      (key, value, context) => convertMarkedBigIntsReviver(key, value, context, reviver2)
    );
  } catch (error) {
    if (error instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver2);
    }
    throw error;
  }
};

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION3 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION3} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
var noop = () => "";
async function fetchWrapper(requestOptions) {
  const fetch2 = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch2) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch2(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError") {
        error.status = 500;
        throw error;
      }
      message = error.message;
      if (error.name === "TypeError" && "cause" in error) {
        if (error.cause instanceof Error) {
          message = error.cause.message;
        } else if (typeof error.cause === "string") {
          message = error.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = parse3(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults3(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route2, parameters) {
    const endpointOptions = endpoint2.merge(route2, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route22, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route22, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults3.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults3.bind(null, endpoint2)
  });
}
var request = withDefaults3(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION4 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults4(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: withDefaults4.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults4(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION4} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults4(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route2, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route2,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION5 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop2 = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop2;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop2;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION5} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION5;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION6 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options) => {
    octokit.log.debug("request", options);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options);
    const path = requestOptions.url.replace(options.baseUrl, "");
    return request2(options).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error) => {
      const requestId = error.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path} - ${error.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error;
    });
  });
}
requestLog.VERSION = VERSION6;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION7 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route2, parameters) {
  const options = typeof route2 === "function" ? route2.endpoint(parameters) : octokit.request.endpoint(route2, parameters);
  const requestMethod = typeof route2 === "function" ? route2 : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page2 = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page2 * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page2 + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route2, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route2, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION7;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION8 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route2, defaults, decorations] = endpoint2;
    const [method, url] = route2.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache: cache2 }, methodName) {
    if (cache2[methodName]) {
      return cache2[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache2[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache2[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache2[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api2 = endpointsToMethods(octokit);
  return {
    rest: api2
  };
}
restEndpointMethods.VERSION = VERSION8;
function legacyRestEndpointMethods(octokit) {
  const api2 = endpointsToMethods(octokit);
  return {
    ...api2,
    rest: api2
  };
}
legacyRestEndpointMethods.VERSION = VERSION8;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION9 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION9}`
  }
);

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION10 = "0.0.0-development";
function isRequestError(error) {
  return error.request !== void 0;
}
async function errorRequest(state, octokit, error, options) {
  if (!isRequestError(error) || !error?.request.request) {
    throw error;
  }
  if (error.status >= 400 && !state.doNotRetry.includes(error.status)) {
    const retries = options.request.retries != null ? options.request.retries : state.retries;
    const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error, retries, retryAfter);
  }
  throw error;
}
async function wrapRequest(state, octokit, request2, options) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error, info) {
    const maxRetries = ~~error.request.request?.retries;
    const after = ~~error.request.request?.retryAfter;
    options.request.retryCount = info.retryCount + 1;
    if (maxRetries > info.retryCount) {
      return after * state.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request2),
    options
  );
}
async function requestWithGraphqlErrorHandling(state, octokit, request2, options) {
  const response = await request2(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error = new RequestError(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state, octokit, error, options);
  }
  return response;
}
function retry(octokit, octokitOptions) {
  const state = Object.assign(
    {
      enabled: true,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions.retry
  );
  const retryPlugin = {
    retry: {
      retryRequest: (error, retries, retryAfter) => {
        error.request.request = Object.assign({}, error.request.request, {
          retries,
          retryAfter
        });
        return error;
      }
    }
  };
  if (state.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
  }
  return retryPlugin;
}
retry.VERSION = VERSION10;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION11 = "0.0.0-development";
var noop3 = () => Promise.resolve();
function wrapRequest2(state, request2, options) {
  return state.retryLimiter.schedule(doRequest, state, request2, options);
}
async function doRequest(state, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request2.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop3);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop3);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop3);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light2.default,
    id: id2 = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id: id2
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request2, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request2.retryCount;
      request2.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest2(state, request2, options);
  });
  return {};
}
throttling.VERSION = VERSION11;
throttling.triggersNotification = triggersNotification;

// src/github/port.ts
var PULL_FILES_CAP = 3e3;
var inFlightStatuses = ["queued", "in_progress", "waiting", "pending", "requested"];
var IncompleteListingError = class extends Error {
  constructor(what, got, expected) {
    super(`incomplete listing of ${what}: got ${got} of ${expected}; refusing to act on a partial list`);
    this.what = what;
    this.got = got;
    this.expected = expected;
  }
  what;
  got;
  expected;
};
var GitHubError = class extends Error {
  constructor(status, message, options) {
    super(message, options);
    this.status = status;
  }
  status;
  /** The call, as the port names it (the message's lead, before the first colon). */
  get call() {
    return this.message.split(":")[0] ?? this.message;
  }
  get uncertain() {
    return this.status === 0 || this.status >= 500;
  }
};
function failedCall(e) {
  const message = (e instanceof Error ? e.message : String(e)).split("\n")[0].slice(0, 300);
  if (e instanceof GitHubError) return { call: e.call, status: e.status, message, uncertain: e.uncertain };
  if (e instanceof IncompleteListingError)
    return { call: `list ${e.what}`, status: 0, message, uncertain: false };
  const status = e.status ?? 0;
  return {
    call: message.split(":")[0] ?? message,
    status,
    message,
    uncertain: status === 0 || status >= 500
  };
}
var isGitHubFailure = (e) => e instanceof GitHubError || e instanceof IncompleteListingError;

// src/github/zip.ts
import { inflateRawSync } from "node:zlib";
var EOCD = 101010256;
var CENTRAL = 33639248;
var LOCAL = 67324752;
var MAX_ENTRY_BYTES = 64 * 1024 * 1024;
function readZipEntry(zip, name) {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--)
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error("not a zip archive (no end of central directory)");
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(at) !== CENTRAL) throw new Error("damaged zip central directory");
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const entry = buf.subarray(at + 46, at + 46 + nameLen).toString("utf8");
    at += 46 + nameLen + extraLen + commentLen;
    if (entry !== name && entry.split("/").at(-1) !== name) continue;
    if (size > MAX_ENTRY_BYTES) throw new Error(`zip entry ${entry} is ${size} bytes; refusing to read it`);
    if (buf.readUInt32LE(local) !== LOCAL) throw new Error("damaged zip local header");
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    if (method === 0) return Buffer.from(data);
    if (method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
    throw new Error(`zip entry ${entry} uses compression method ${method}`);
  }
  return void 0;
}
var crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
  return c >>> 0;
});
function crc32(data) {
  let c = 4294967295;
  for (const byte of data) c = crcTable[(c ^ byte) & 255] ^ c >>> 8;
  return (c ^ 4294967295) >>> 0;
}
function writeZip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, "utf8");
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(LOCAL, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, data);
    centrals.push(central, fileName);
    offset += head.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

// src/github/octokit-merge.ts
var toArtifact = (a) => ({
  id: a.id,
  name: a.name,
  expired: a.expired,
  runId: a.workflow_run?.id ?? null,
  createdAt: a.created_at ?? ""
});
function mergeMethods(c) {
  return { ...runReads(c), ...commitCalls(c) };
}
function runReads({ octokit, repo: ref, call: call2 }) {
  const { owner, repo } = ref;
  const artifacts = async (what, list) => {
    const out = [];
    let total = 0;
    for (let page2 = 1; page2 <= 100; page2++) {
      const data = await call2(what, () => list(page2));
      total = data.total_count;
      out.push(...data.artifacts.map(toArtifact));
      if (data.artifacts.length < 100 || out.length >= total) break;
    }
    if (out.length < total) throw new IncompleteListingError(what, out.length, total);
    return out;
  };
  return {
    getRun: async (runId) => {
      try {
        const { data } = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: runId });
        return {
          id: data.id,
          path: data.path,
          event: data.event,
          status: data.status ?? "",
          conclusion: data.conclusion,
          displayTitle: data.display_title,
          headSha: data.head_sha,
          createdAt: data.created_at,
          attempt: data.run_attempt ?? 1,
          htmlUrl: data.html_url
        };
      } catch (e) {
        const status = e.status ?? 0;
        if (status === 404) return null;
        throw new GitHubError(status, `get run ${runId}: ${status || ""} ${e.message}`.trim());
      }
    },
    listRunArtifacts: (runId) => artifacts(`artifacts of run ${runId}`, async (page2) => {
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner,
        repo,
        run_id: runId,
        per_page: 100,
        page: page2
      });
      return data;
    }),
    findArtifacts: async (name) => (await artifacts(`artifacts named ${name}`, async (page2) => {
      const { data } = await octokit.rest.actions.listArtifactsForRepo({
        owner,
        repo,
        name,
        per_page: 100,
        page: page2
      });
      return data;
    })).filter((a) => a.name === name).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    readArtifactFile: (artifactId, file) => call2(`download artifact ${artifactId}`, async () => {
      const { data } = await octokit.rest.actions.downloadArtifact({
        owner,
        repo,
        artifact_id: artifactId,
        archive_format: "zip"
      });
      const bytes = new Uint8Array(data);
      return readZipEntry(bytes, file)?.toString("utf8");
    })
  };
}
function commitCalls({ octokit, dispatcher, repo: ref, call: call2 }) {
  const { owner, repo } = ref;
  return {
    listCommitPulls: (sha) => call2(`list PRs of commit ${sha}`, async () => {
      const pulls = await octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
        owner,
        repo,
        commit_sha: sha,
        per_page: 100
      });
      return pulls.map((p) => p.number);
    }),
    listLabelEvents: (issue) => call2(`list label events of #${issue}`, async () => {
      const events = await octokit.paginate(octokit.rest.issues.listEvents, {
        owner,
        repo,
        issue_number: issue,
        per_page: 100
      });
      return events.flatMap((e) => {
        const label2 = e.label?.name;
        return (e.event === "labeled" || e.event === "unlabeled") && label2 ? [{ event: e.event, label: label2, createdAt: e.created_at }] : [];
      });
    }),
    listCommitStatuses: (sha) => call2(`list statuses of ${sha}`, async () => {
      const statuses = await octokit.paginate(octokit.rest.repos.listCommitStatusesForRef, {
        owner,
        repo,
        ref: sha,
        per_page: 100
      });
      return statuses.map((s) => ({
        state: s.state,
        context: s.context,
        description: s.description ?? ""
      }));
    }),
    repositoryDispatch: (target, eventType, payload) => {
      const [o, r] = target.split("/");
      return call2(`repository_dispatch ${eventType} to ${target}`, async () => {
        await dispatcher.request("POST /repos/{owner}/{repo}/dispatches", {
          owner: o,
          repo: r,
          event_type: eventType,
          client_payload: payload,
          request: { retries: 0 }
        });
      });
    }
  };
}

// src/github/octokit.ts
var RetryingOctokit = Octokit2.plugin(retry, throttling);
var DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
var ONCE = { request: { retries: 0 } };
function guardedFetch(timeoutMs) {
  return async (input, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = () => new Error(`no answer within ${timeoutMs / 1e3} s`);
    let res;
    try {
      res = await fetch(input, { ...init, signal });
    } catch (e) {
      throw signal.aborted ? timedOut() : e;
    }
    const type = res.headers.get("content-type") ?? "";
    if (res.status < 200 || res.status >= 300 || res.status === 204 || !/json/i.test(type)) return res;
    let text;
    try {
      text = await res.text();
    } catch (e) {
      throw signal.aborted ? timedOut() : new Error(`answer cut off: ${e.message}`);
    }
    try {
      JSON.parse(text);
    } catch {
      throw new Error(`truncated or unparsable JSON answer (${text.length} bytes)`);
    }
    const checked = new Response(text, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers
    });
    Object.defineProperty(checked, "url", { value: res.url });
    return checked;
  };
}
function rateLimitWait(e) {
  const err = e;
  const after = Number(err.response?.headers?.["retry-after"]);
  const limited = err.status === 429 || err.status === 403 && (Number.isFinite(after) || /rate limit/i.test(err.message ?? ""));
  if (!limited) return void 0;
  return Math.min(60, Number.isFinite(after) && after >= 0 ? after : 1);
}
function createOctokitPort(opts) {
  const ctx = { octokit: client(opts), ...opts.repo };
  return {
    repo: opts.repo,
    live: true,
    ...pullCalls(ctx),
    ...commentCalls(ctx),
    ...reactionCalls(ctx),
    ...prNoteCalls(ctx),
    ...runCalls(ctx),
    // The merge half's reads and the dashboard dispatch (its own client when it has its own token).
    ...mergeMethods({
      octokit: ctx.octokit,
      dispatcher: opts.dispatchToken ? client({ ...opts, token: opts.dispatchToken }) : ctx.octokit,
      repo: opts.repo,
      call
    })
  };
}
function client(opts) {
  const log = opts.log ?? (() => {
  });
  const retries = opts.retries ?? 3;
  const throttle = {
    enabled: opts.throttle ?? true,
    onRateLimit: (retryAfter, options, _o, retryCount) => {
      log(`rate limit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`);
      return retryCount < retries;
    },
    onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
      log(
        `secondary rate limit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`
      );
      return retryCount < retries;
    }
  };
  const base = opts.retryBaseMs ?? 1e3;
  const octokit = new RetryingOctokit({
    auth: opts.token,
    baseUrl: opts.baseUrl,
    userAgent: "sweep-orchestrator",
    throttle,
    retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: base },
    request: { fetch: guardedFetch(opts.timeoutMs ?? 2e4) },
    log: { debug: () => {
    }, info: () => {
    }, warn: log, error: log }
  });
  octokit.hook.wrap("request", async (request2, options) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request2(options);
      } catch (e) {
        const wait = rateLimitWait(e);
        if (wait === void 0 || attempt >= retries) throw e;
        log(`rate limited on ${options.method} ${options.url}; retry ${attempt + 1} in ${wait}s`);
        await new Promise((r) => setTimeout(r, wait * base));
      }
    }
  });
  return octokit;
}
var statusOf = (e) => e.status ?? 0;
async function call(what, f) {
  try {
    return await f();
  } catch (e) {
    const status = statusOf(e);
    throw new GitHubError(status, `${what}: ${status || ""} ${e.message}`.trim(), { cause: e });
  }
}
async function unlessGone(what, f, gone) {
  try {
    return await f();
  } catch (e) {
    if (statusOf(e) === 404) return gone();
    throw new GitHubError(statusOf(e), `${what}: ${e.message}`, { cause: e });
  }
}
var toComment = (c) => ({
  id: c.id,
  body: c.body ?? "",
  user: c.user?.login ?? "",
  userType: c.user?.type ?? "",
  createdAt: c.created_at
});
var toRun = (r) => ({
  id: r.id,
  name: r.name ?? "",
  displayTitle: r.display_title,
  status: r.status ?? "",
  conclusion: r.conclusion,
  headSha: r.head_sha,
  event: r.event,
  createdAt: r.created_at,
  htmlUrl: r.html_url
});
function pullCalls({ octokit, owner, repo }) {
  return {
    getPull: (number2) => call(`get PR #${number2}`, async () => {
      const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number2 });
      const pr = {
        number: data.number,
        state: data.state === "open" ? "open" : "closed",
        merged: data.merged,
        draft: data.draft ?? false,
        headSha: data.head.sha,
        headRef: data.head.ref,
        headRepo: data.head.repo?.full_name ?? null,
        baseRepo: data.base.repo.full_name,
        baseRef: data.base.ref,
        baseSha: data.base.sha,
        mergeSha: data.merge_commit_sha,
        mergeable: data.mergeable,
        labels: data.labels.map((l) => l.name),
        comments: data.comments,
        changedFiles: data.changed_files
      };
      return pr;
    }),
    getCommitMessage: (sha) => call(
      `get commit ${sha}`,
      async () => (await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha })).data.message
    ),
    setCommitStatus: (sha, status) => call(`set status ${status.context} on ${sha}`, async () => {
      await octokit.rest.repos.createCommitStatus({ owner, repo, sha, ...status });
    }),
    getPermission: (user) => call(`permission of ${user}`, async () => {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
        owner,
        repo,
        username: user
      });
      const p = {
        permission: data.permission ?? "",
        roleName: data.role_name ?? ""
      };
      return p;
    })
  };
}
function commentCalls({ octokit, owner, repo }) {
  return {
    listLabels: (issue) => call(
      `list labels of #${issue}`,
      async () => (await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
        owner,
        repo,
        issue_number: issue,
        per_page: 100
      })).map((l) => l.name)
    ),
    listComments: async (issue) => {
      const expected = await call(
        `get issue #${issue}`,
        async () => (await octokit.rest.issues.get({ owner, repo, issue_number: issue })).data.comments
      );
      const all = await call(
        `list comments of #${issue}`,
        () => octokit.paginate(octokit.rest.issues.listComments, {
          owner,
          repo,
          issue_number: issue,
          per_page: 100
        })
      );
      if (all.length < expected)
        throw new IncompleteListingError(`comments of #${issue}`, all.length, expected);
      return all.map(toComment);
    },
    createComment: (issue, body) => call(
      `comment on #${issue}`,
      async () => toComment(
        (await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body, ...ONCE })).data
      )
    ),
    updateComment: (id2, body) => call(
      `update comment ${id2}`,
      async () => toComment((await octokit.rest.issues.updateComment({ owner, repo, comment_id: id2, body })).data)
    ),
    deleteComment: (id2) => unlessGone(
      `delete comment ${id2}`,
      async () => {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id2 });
        return true;
      },
      () => false
    )
  };
}
function reactionCalls({ octokit, owner, repo }) {
  return {
    addReaction: (commentId, content) => call(`react to comment ${commentId}`, async () => {
      await octokit.rest.reactions.createForIssueComment({
        owner,
        repo,
        comment_id: commentId,
        content,
        ...ONCE
      });
    }),
    listReactions: (commentId) => call(
      `list reactions of comment ${commentId}`,
      async () => (await octokit.paginate(octokit.rest.reactions.listForIssueComment, {
        owner,
        repo,
        comment_id: commentId,
        per_page: 100
      })).map((r) => ({ id: r.id, content: r.content, user: r.user?.login ?? "" }))
    ),
    deleteReaction: (commentId, reactionId) => unlessGone(
      `delete reaction ${reactionId}`,
      async () => {
        await octokit.rest.reactions.deleteForIssueComment({
          owner,
          repo,
          comment_id: commentId,
          reaction_id: reactionId
        });
      },
      () => void 0
    )
  };
}
function prNoteCalls({ octokit, owner, repo }) {
  return {
    listPullFiles: async (number2) => {
      const expected = await call(
        `get PR #${number2}`,
        async () => (await octokit.rest.pulls.get({ owner, repo, pull_number: number2 })).data.changed_files
      );
      const all = await call(
        `list files of #${number2}`,
        () => octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number2, per_page: 100 })
      );
      if (all.length < expected || all.length >= PULL_FILES_CAP)
        throw new IncompleteListingError(
          `files of #${number2}`,
          all.length,
          Math.max(expected, all.length + 1)
        );
      return all.map((f) => ({
        filename: f.filename,
        ...f.previous_filename ? { previousFilename: f.previous_filename } : {},
        additions: f.additions,
        deletions: f.deletions
      }));
    },
    listIssueReactions: (issue) => call(
      `list reactions of #${issue}`,
      async () => (await octokit.paginate(octokit.rest.reactions.listForIssue, {
        owner,
        repo,
        issue_number: issue,
        per_page: 100
      })).map((r) => ({ id: r.id, content: r.content, user: r.user?.login ?? "" }))
    ),
    addIssueReaction: (issue, content) => call(`react to #${issue}`, async () => {
      await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issue, content });
    })
  };
}
function runCalls({ octokit, owner, repo }) {
  return {
    dispatchWorkflow: (workflow, ref, inputs) => call(`dispatch ${workflow}`, async () => {
      const res = await octokit.request(
        "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches",
        {
          owner,
          repo,
          workflow_id: workflow,
          ref,
          inputs,
          return_run_details: true,
          ...ONCE
        }
      );
      const data = res.status === 200 ? res.data : void 0;
      return {
        ...data?.workflow_run_id !== void 0 ? { runId: Number(data.workflow_run_id) } : {},
        ...data?.html_url ? { htmlUrl: data.html_url } : {}
      };
    }),
    listWorkflowRuns: async (workflow, statuses) => {
      const lists = await Promise.all(
        statuses.map((status) => runsIn({ octokit, owner, repo }, workflow, status))
      );
      const byId = new Map(lists.flat().map((r) => [r.id, r]));
      return [...byId.values()].sort((a, b) => a.id - b.id);
    },
    listRunJobs: async (runId) => {
      const jobs = [];
      let total = 0;
      await call(
        `list jobs of run ${runId}`,
        () => octokit.paginate(
          octokit.rest.actions.listJobsForWorkflowRun,
          { owner, repo, run_id: runId, filter: "all", per_page: 100 },
          (res) => {
            total = res.data.total_count;
            for (const j of res.data)
              jobs.push({
                id: j.id,
                name: j.name,
                attempt: j.run_attempt ?? 1,
                status: j.status,
                conclusion: j.conclusion,
                completedAt: j.completed_at,
                labels: j.labels ?? [],
                createdAt: j.created_at ?? j.started_at ?? null,
                runnerName: j.runner_name ?? null
              });
            return [];
          }
        )
      );
      if (jobs.length < total) throw new IncompleteListingError(`jobs of run ${runId}`, jobs.length, total);
      return jobs;
    },
    listRunners: async () => {
      const runners = [];
      let total = 0;
      await call(
        "list self-hosted runners",
        () => octokit.paginate(
          octokit.rest.actions.listSelfHostedRunnersForRepo,
          { owner, repo, per_page: 100 },
          (res) => {
            total = res.data.total_count;
            for (const r of res.data)
              runners.push({
                name: r.name,
                status: r.status,
                busy: r.busy,
                labels: r.labels.map((l) => l.name)
              });
            return [];
          }
        )
      );
      if (runners.length < total)
        throw new IncompleteListingError("self-hosted runners", runners.length, total);
      return runners;
    },
    cancelWorkflowRun: (runId) => call(`cancel run ${runId}`, async () => {
      await octokit.rest.actions.cancelWorkflowRun({ owner, repo, run_id: runId });
    }),
    rerunFailedJobs: (runId) => call(`re-run failed jobs of run ${runId}`, async () => {
      await octokit.rest.actions.reRunWorkflowFailedJobs({ owner, repo, run_id: runId, ...ONCE });
    })
  };
}
async function runsIn({ octokit, owner, repo }, workflow, status) {
  const runs = [];
  let total = 0;
  await call(
    `list runs of ${workflow}`,
    () => octokit.paginate(
      octokit.rest.actions.listWorkflowRuns,
      { owner, repo, workflow_id: workflow, status, per_page: 100 },
      (res) => {
        total = res.data.total_count;
        runs.push(...res.data.map(toRun));
        return [];
      }
    )
  );
  if (runs.length < total)
    throw new IncompleteListingError(`${status} runs of ${workflow}`, runs.length, total);
  return runs;
}

// src/action/manual-pipeline.ts
import { existsSync as existsSync2, readFileSync as readFileSync4 } from "node:fs";
import { join as join6 } from "node:path";
function gitManualPlanner(workspace, opts = {}) {
  const routing = opts.routing ?? { priority: false, nodeSlots: false };
  return async (req) => {
    const ref = req.ref || "HEAD";
    const sha = await revParse(workspace, ref).catch(() => "");
    const blob = sha ? gitReader(workspace, sha) : void 0;
    const read = (path) => {
      const file = join6(workspace, path);
      const text = blob ? blob(path) : existsSync2(file) ? readFileSync4(file, "utf8") : void 0;
      return text === void 0 ? void 0 : { path, text };
    };
    if (req.ref && !sha)
      return {
        sha,
        diagnostics: [diag("error", "WD-1", `ref '${req.ref}' is not a commit here`, { path: "inputs.ref" })]
      };
    const found = opts.layout ? { layout: opts.layout, diagnostics: [] } : sha ? await findLayoutAtRef(workspace, sha) : findLayout(workspace);
    if (found.diagnostics.length) return { sha, diagnostics: found.diagnostics };
    const paths = found.layout.paths;
    const masters = paths.masters.map(read);
    const runnersFile = read(paths.runners);
    const missing = [...paths.masters, paths.runners].filter((_, i) => ![...masters, runnersFile][i]);
    if (missing.length)
      return {
        sha,
        diagnostics: missing.map(
          (p) => diag("error", "VL-1", `Input file '${p}' does not exist.`, { file: p })
        )
      };
    const configs = loadMasterConfigs(masters);
    const runners = loadRunners(runnersFile);
    const diagnostics = [...configs.diagnostics, ...runners.diagnostics];
    if (hasErrors(diagnostics)) return { sha, diagnostics };
    const out = generateTestConfig(
      configs.value,
      runners.value,
      { configKeys: req.configKeys, ...req.conc.length ? { conc: req.conc } : {} },
      {
        mode: req.evals === "none" ? "none" : req.evals === "only" || req.evals === "all-only" ? "evals-only" : "default",
        allEvals: req.evals === "all" || req.evals === "all-only"
      }
    );
    diagnostics.push(...out.diagnostics);
    if (hasErrors(diagnostics)) return { sha, diagnostics };
    const plan = emptyPlan(sha, sha);
    for (const row of out.rows)
      pushToBucket(plan, bucketOf(row, row["eval-only"] === true ? "eval" : "throughput"), row);
    const parsed = PlanSchema.parse(plan);
    diagnostics.push(...checkRoutes(plannedRoutes(parsed, routing), routing, runners.value, paths.runners));
    return { plan: parsed, sha, diagnostics };
  };
}

// src/action/publish-store.ts
import { mkdirSync as mkdirSync2, readFileSync as readFileSync5, writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname3, join as join7, resolve as resolve2 } from "node:path";
var DEFAULT_PUBLISH_DIR = ".sweep/publish";
var CHANGELOG_METADATA_FILE = "changelog-metadata.json";
var REQUEST_FILE = "publish-request.json";
var PublishRequestSchema = object({
  /** `owner/name` the dispatch goes to. */
  target: string(),
  eventType: string(),
  payload: record(string(), unknown()),
  mergeSha: string().regex(/^[0-9a-f]{40}$/),
  pr: number().int().positive(),
  sourceRunId: number().int().positive()
});
function publishStore(workspace, dir = DEFAULT_PUBLISH_DIR) {
  const base = resolve2(workspace, dir);
  const write = (file, text) => {
    mkdirSync2(dirname3(file), { recursive: true });
    writeFileSync3(file, text);
    return file;
  };
  return {
    saveMetadata: (json) => write(join7(base, CHANGELOG_METADATA_FILE), `${JSON.stringify(json, null, 2)}
`),
    saveRequest: (req) => void write(join7(base, REQUEST_FILE), JSON.stringify(req)),
    loadRequest: () => {
      let text;
      try {
        text = readFileSync5(join7(base, REQUEST_FILE), "utf8");
      } catch {
        return void 0;
      }
      const parsed = PublishRequestSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        throw new Error(`${REQUEST_FILE} is not a publication request: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    }
  };
}

// src/action/store.ts
import { mkdirSync as mkdirSync3, readFileSync as readFileSync6, writeFileSync as writeFileSync4 } from "node:fs";
import { dirname as dirname4, join as join8, resolve as resolve3 } from "node:path";

// src/dispatch/run-name.ts
var sweepRunName = (id2) => `sweep PR #${id2.pr} @ ${id2.headSha} plan ${id2.planKey}`;
function parseSweepRunName(title) {
  const m = title.match(/^sweep PR #(\d+) @ ([0-9a-f]{7,40}) plan ([0-9a-f]+)$/);
  return m ? { pr: Number(m[1]), headSha: m[2], planKey: m[3] } : void 0;
}
var manualRunName = (id2) => `sweep manual @ ${id2.headSha} plan ${id2.planKey}`;

// src/action/dispatch-request.ts
var DispatchRequestSchema = object({
  workflow: string().min(1),
  ref: string().min(1),
  inputs: record(string(), string()),
  /** The PR (null for a manual sweep: no in-flight check against the PR's sweeps, no comments). */
  pr: number().int().positive().nullable(),
  key: string().min(1),
  /** `/sweep`: dispatch even when the same plan is in flight (a restart). */
  restart: boolean(),
  /** A fork's approved revision: named in a comment after dispatching. */
  approvedSha: string().optional(),
  /** The PR head the status was computed for; a moved head aborts the status edit. */
  recheckHead: string().optional(),
  /** The status comment the planning step wrote: updated by id even when the listing lags behind it. */
  statusCommentId: number().int().positive().optional(),
  /** The status comment's model, re-rendered with the run link (and cancelled runs) after dispatching. */
  status: record(string(), unknown()).optional()
});
function sweepRequest(s) {
  const id2 = { headSha: s.headSha, planKey: s.planKey };
  return {
    workflow: s.workflow,
    ref: s.ref,
    inputs: {
      title: s.pr === null ? manualRunName(id2) : sweepRunName({ pr: s.pr, ...id2 }),
      "pr-number": s.pr === null ? "" : String(s.pr),
      "head-sha": s.headSha,
      "plan-run-id": String(s.planRunId),
      "plan-artifact": s.planArtifact,
      "plan-key": s.planKey,
      canary: s.canary ? "single" : "none",
      "fail-fast": s.failFast,
      "agentx-fast": String(s.agentxFast)
    },
    pr: s.pr,
    key: s.planKey,
    restart: s.restart,
    ...s.approvedSha !== void 0 ? { approvedSha: s.approvedSha } : {}
  };
}

// src/action/store.ts
var DEFAULT_PLAN_DIR = PLAN_DIR;
var DEFAULT_DISPATCH_FILE = ".sweep/dispatch-request.json";
var planArtifactName = (headSha, key) => `sweep-plan-${headSha.slice(0, 12)}-${key.slice(0, 12)}`;
function workspaceStore(workspace, files) {
  const planFile = join8(resolve3(workspace, files.planDir), PLAN_FILE);
  const requestFile = resolve3(workspace, files.dispatchFile);
  return {
    savePlan: (plan) => {
      writeText(planFile, JSON.stringify(plan));
      return planFile;
    },
    saveRequest: (req) => writeText(requestFile, JSON.stringify(req)),
    loadRequest: () => readDispatchRequest(requestFile),
    loadSweepPlan: () => {
      if (!files.sweepPlan) return void 0;
      const file = resolve3(workspace, files.sweepPlan);
      return parseJson(file, readFileSync6(file, "utf8"), "is not JSON");
    }
  };
}
function writeText(file, text) {
  mkdirSync3(dirname4(file), { recursive: true });
  writeFileSync4(file, text);
}
function readDispatchRequest(file) {
  let text;
  try {
    text = readFileSync6(file, "utf8");
  } catch {
    return void 0;
  }
  const parsed = DispatchRequestSchema.safeParse(parseJson(file, text, "is not a dispatch request"));
  if (!parsed.success)
    throw new Error(`${file} is not a dispatch request: ${parsed.error.issues[0]?.message ?? ""}`);
  return parsed.data;
}
function parseJson(file, text, what) {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`${file} ${what}: ${e.message}`, { cause: e });
  }
}

// src/action/deps.ts
function createDeps(workspace, inputs, host) {
  const { io, api: api2 } = host;
  const live = createOctokitPort({
    token: inputs.token,
    baseUrl: api2.baseUrl,
    repo: api2.repo,
    log: io.log,
    ...api2.retries !== void 0 ? { retries: api2.retries } : {},
    ...api2.throttle !== void 0 ? { throttle: api2.throttle } : {},
    ...api2.timeoutMs !== void 0 ? { timeoutMs: api2.timeoutMs } : {},
    ...api2.retryBaseMs !== void 0 ? { retryBaseMs: api2.retryBaseMs } : {},
    ...inputs.dashboardToken ? { dispatchToken: inputs.dashboardToken } : {}
  });
  const repoDir = host.repoDir ?? workspace;
  const { planFile } = inputs.files;
  const store = workspaceStore(workspace, inputs.files);
  const settings = inputs.action.settings;
  const layout = settings.layoutSource === "file" ? { layout: toLayout(settings.layout) } : {};
  const routing = {
    priority: settings.scheduler.priority ?? process.env["PRIORITY_SCHEDULER_ENABLED"] === "true",
    nodeSlots: settings.scheduler.nodeSlots ?? process.env["NODE_SLOT_SCHEDULER_ENABLED"] === "true"
  };
  return {
    ...io,
    port: inputs.dryRun ? dryRunPort(live, io.log) : live,
    ...api2.retryBaseMs !== void 0 ? { backoffMs: api2.retryBaseMs } : {},
    pipeline: planFile ? filePipeline(resolve4(workspace, planFile)) : gitPipeline(repoDir, io.log, {
      ...layout,
      // pr-link rules name the repository the action runs in, never a fixed one.
      repo: `${api2.repo.owner}/${api2.repo.repo}`,
      // The workflow's token, sent as an auth header when the PR head must be fetched.
      token: inputs.token,
      routing
    }),
    manualPlanner: gitManualPlanner(repoDir, { ...layout, routing }),
    savePlan: (plan, key, headSha) => {
      const artifact = planArtifactName(headSha, key);
      io.setOutput("plan-path", store.savePlan(plan));
      io.setOutput("plan-artifact", artifact);
      return artifact;
    },
    saveRequest: (req) => store.saveRequest(req),
    loadRequest: () => store.loadRequest(),
    loadSweepPlan: () => store.loadSweepPlan(),
    publish: publishStore(workspace)
  };
}

// src/action/repo-config.ts
import { existsSync as existsSync3, readFileSync as readFileSync7 } from "node:fs";
import { resolve as resolve5 } from "node:path";
function withRepoConfig(inputs, workspace) {
  const read = (p) => {
    const abs = resolve5(workspace, p);
    return existsSync3(abs) ? readFileSync7(abs, "utf8") : void 0;
  };
  const r = loadRepoConfig(read, (p) => existsSync3(resolve5(workspace, p)), inputs.files.config);
  if (!r.config)
    throw new Error(
      `the repository config file has errors:
${r.diagnostics.map(formatDiagnosticLine).join("\n")}`
    );
  return { ...inputs, action: { ...inputs.action, settings: withOverrides(r.config, inputs.overrides) } };
}

// src/reuse/publish.ts
var INGEST_EVENT = "ingest-results";
var INGEST_AGENTIC_EVENT = "ingest-agentic-results";
var STAGING_EVENT = "stage-results";
var CHANGELOG_METADATA_ARTIFACT = "changelog-metadata";
var DEFAULT_DASHBOARD_REPO = "SemiAnalysisAI/InferenceX-app";
var MAX_PAYLOAD_PROPERTIES = 10;
var MAX_PAYLOAD_BYTES = 64 * 1024;
var MAX_EVENT_TYPE = 100;
var REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
var SHA = /^[0-9a-f]{40}$/;
var id = (n) => Number.isSafeInteger(n) && n > 0;
function finish(target, eventType, payload) {
  const [owner, repo] = target.split("/");
  const dispatch2 = { owner, repo, event_type: eventType, client_payload: payload };
  const props = Object.keys(payload).length;
  if (props > MAX_PAYLOAD_PROPERTIES)
    return {
      ok: false,
      error: `the ${eventType} payload has ${props} top-level properties (GitHub allows 10)`
    };
  if (eventType.length > MAX_EVENT_TYPE)
    return { ok: false, error: `the event type ${eventType} is longer than 100 characters` };
  const bytes = new TextEncoder().encode(
    JSON.stringify({ event_type: eventType, client_payload: payload })
  ).length;
  if (bytes >= MAX_PAYLOAD_BYTES)
    return {
      ok: false,
      error: `the ${eventType} payload is ${bytes} bytes; GitHub accepts less than ${MAX_PAYLOAD_BYTES}. The entries are in the ${CHANGELOG_METADATA_ARTIFACT} artifact of the merge run; nothing was sent`
    };
  return { ok: true, dispatch: dispatch2 };
}
function ingestDispatch(i) {
  const bad = [
    !REPO.test(i.dashboardRepo) && `dashboard repository '${i.dashboardRepo}' is not owner/name`,
    !REPO.test(i.sourceRepository) && `source repository '${i.sourceRepository}' is not owner/name`,
    !id(i.source.runId) && `source run id ${i.source.runId} is not a run id`,
    !id(i.mergeRunId) && `merge run id ${i.mergeRunId} is not a run id`,
    !id(i.pull.number) && `PR number ${i.pull.number} is not a PR number`,
    !SHA.test(i.pull.mergeSha) && `merge commit '${i.pull.mergeSha}' is not a full SHA`,
    !SHA.test(i.source.headSha) && `source head '${i.source.headSha}' is not a full SHA`,
    i.entries.length === 0 && "the merge has no changelog entries to publish"
  ].filter((x) => typeof x === "string");
  if (bad.length) return { ok: false, error: bad.join("; ") };
  const eventType = i.agentic ? INGEST_AGENTIC_EVENT : INGEST_EVENT;
  return finish(i.dashboardRepo, eventType, {
    "source-repository": i.sourceRepository,
    "source-run-id": String(i.source.runId),
    "merge-run-id": String(i.mergeRunId),
    "pr-number": String(i.pull.number),
    "merge-sha": i.pull.mergeSha,
    "source-head-sha": i.source.headSha,
    "changelog-metadata-artifact": CHANGELOG_METADATA_ARTIFACT,
    "changelog-entries": i.entries,
    ...i.agentic ? { "database-target": "production" } : {}
  });
}
function stagingDispatch(i) {
  const bad = [
    !REPO.test(i.dashboardRepo) && `dashboard repository '${i.dashboardRepo}' is not owner/name`,
    !REPO.test(i.sourceRepository) && `source repository '${i.sourceRepository}' is not owner/name`,
    !id(i.prNumber) && `PR number ${i.prNumber} is not a PR number`,
    !id(i.staging.runId) && `run id ${i.staging.runId} is not a run id`,
    !id(i.staging.attempt) && `run attempt ${i.staging.attempt} is not an attempt`,
    !/^\d{4}-\d{2}-\d{2}$/.test(i.staging.runDate) && `run date '${i.staging.runDate}' is not YYYY-MM-DD`,
    !/^[A-Za-z0-9-]+(\[bot\])?$/.test(i.requestedBy) && `'${i.requestedBy}' is not a GitHub login`,
    !id(i.commentId) && `comment id ${i.commentId} is not a comment id`
  ].filter((x) => typeof x === "string");
  if (bad.length) return { ok: false, error: bad.join("; ") };
  return finish(i.dashboardRepo, STAGING_EVENT, {
    "source-repository": i.sourceRepository,
    "pr-number": String(i.prNumber),
    "run-id": String(i.staging.runId),
    "run-attempt": String(i.staging.attempt),
    "run-date": i.staging.runDate,
    "requested-by": i.requestedBy,
    "comment-id": String(i.commentId)
  });
}

// src/action/inputs.ts
function parseInputs(get) {
  const text = (name, fallback = "") => get(name).trim() || fallback;
  const bool2 = (name) => {
    const v = text(name).toLowerCase();
    if (v === "" || v === "false") return false;
    if (v === "true") return true;
    throw new Error(`input ${name} must be true or false (got '${v}')`);
  };
  const positive = (name) => {
    const v = text(name);
    if (!v) return void 0;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0)
      throw new Error(`input ${name} must be a positive integer (got '${v}')`);
    return n;
  };
  const oneOf = (name, allowed2, fallback) => {
    const v = text(name, fallback);
    if (allowed2.includes(v)) return v;
    const list = `${allowed2.slice(0, -1).join(", ")} or ${allowed2.at(-1)}`;
    throw new Error(`input ${name} must be ${list} (got '${v}')`);
  };
  const budget = text("budget-gpu-hours");
  const budgetGpuHours = budget ? Number(budget) : void 0;
  if (budgetGpuHours !== void 0 && !(Number.isFinite(budgetGpuHours) && budgetGpuHours > 0))
    throw new Error(`input budget-gpu-hours must be a positive number (got '${budget}')`);
  const protectedPaths = text("protected-paths").split(/[\s,]+/).filter(Boolean);
  const token = text("github-token");
  if (!token) throw new Error("Input required and not supplied: github-token");
  const mode = oneOf("mode", ["auto", "dispatch", "report", "publish", "watch"], "auto");
  const scope = text("fail-fast-scope") ? oneOf("fail-fast-scope", ["matrix", "run"], "matrix") : void 0;
  const status = text("status-comment") ? oneOf("status-comment", ["auto", "always"], "auto") : void 0;
  const comments = {
    ...status ? { status } : {},
    ...text("guidance-comment") ? { guidance: bool2("guidance-comment") } : {},
    ...text("protected-path-notice") ? { protectedNotice: bool2("protected-path-notice") } : {},
    ...protectedPaths.length ? { protectedPaths } : {}
  };
  const overrides = {
    ...text("base-url") ? { baseUrl: text("base-url") } : {},
    ...text("bot-login") ? { botLogin: text("bot-login") } : {},
    ...scope ? { failFastScope: scope } : {},
    ...Object.keys(comments).length ? { comments } : {},
    ...budgetGpuHours !== void 0 ? { budgetGpuHours } : {}
  };
  const prNumber = positive("pr-number");
  const runId = positive("run-id");
  return {
    action: {
      mode,
      strict: bool2("strict"),
      sweepWorkflow: text("sweep-workflow", SWEEP_WORKFLOW),
      evalsRan: bool2("evals-ran"),
      dashboardRepo: text("dashboard-repository", DEFAULT_DASHBOARD_REPO),
      stagingSite: text("staging-site"),
      // Until the config file is read (withRepoConfig): the inputs over the defaults.
      settings: withOverrides(resolveRepoConfig(void 0), overrides),
      ...prNumber ? { prNumber } : {},
      ...runId ? { runId } : {}
    },
    files: {
      workspace: text("workspace"),
      planFile: text("plan-file"),
      planDir: text("plan-dir", DEFAULT_PLAN_DIR),
      dispatchFile: text("dispatch-file", DEFAULT_DISPATCH_FILE),
      sweepPlan: text("sweep-plan"),
      config: text("config", ".github/sweep.yml")
    },
    token,
    dashboardToken: text("dashboard-token"),
    dryRun: bool2("dry-run"),
    overrides
  };
}

// src/decide/commands.ts
var grammar = [
  { pattern: /^\/sweep$/, build: () => ({ kind: "sweep" }) },
  // A maintainer's explicit go-ahead for a plan above the repository's GPU-hour budget.
  { pattern: /^\/sweep\s+--confirm$/, build: () => ({ kind: "sweep", confirm: true }) },
  { pattern: /^\/sweep\s+rerun-failed$/, build: () => ({ kind: "rerun-failed" }) },
  { pattern: /^\/sweep\s+cancel$/, build: () => ({ kind: "cancel" }) },
  {
    pattern: /^\/approve\s+([0-9a-fA-F]{7,40})$/,
    build: (m) => ({ kind: "approve", sha: m[1].toLowerCase() })
  },
  { pattern: /^\/(?:sweep|approve)(?:\s.*)?$/, build: (m) => ({ kind: "invalid", text: m[0] }) }
];
function parseCommand(body) {
  let found;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    for (const rule of grammar) {
      const m = line.match(rule.pattern);
      if (m) {
        found = rule.build(m);
        break;
      }
    }
  }
  return found;
}

// src/action/authorize.ts
var allowed = /* @__PURE__ */ new Set(["admin", "maintain", "write"]);
function authorizer(port) {
  const cache2 = /* @__PURE__ */ new Map();
  const lookup = async (user) => {
    if (!user || user.endsWith("[bot]")) return { allowed: false, user, permission: "none", roleName: "bot" };
    try {
      const p = await port.getPermission(user);
      return { allowed: allowed.has(p.permission) && allowed.has(p.roleName), user, ...p };
    } catch (e) {
      return {
        allowed: false,
        user,
        permission: "unknown",
        roleName: "unknown",
        error: e.message
      };
    }
  };
  return (user) => {
    let hit = cache2.get(user);
    if (!hit) cache2.set(user, hit = lookup(user));
    return hit;
  };
}

// src/report/state.ts
function sweepState(f) {
  if (f.run) {
    const link2 = { id: f.run.id, url: f.run.url };
    if (f.run.status === "completed")
      return f.run.conclusion === "cancelled" ? { kind: "cancelled", runs: [link2], why: "elsewhere" } : { kind: "finished", conclusion: f.run.conclusion ?? "unknown", ...link2 };
    if (f.run.status === "in_progress") return { kind: "running", ...link2 };
    return { kind: "dispatched", adopted: !!f.run.adopted, ...link2 };
  }
  if (f.failure) return { kind: "unknown", ...f.failure };
  if (f.pending) return { kind: "planned" };
  if (f.cancelled?.runs.length) return { kind: "cancelled", ...f.cancelled };
  if (f.verdict === "refuse" && f.refusal) return { kind: "refused", reason: f.refusal };
  return void 0;
}
var stateTag = (s) => `<!-- sweep-state: ${s.kind}${"id" in s ? ` run=${s.id}` : ""} -->`;
function parseStateTag(body) {
  const m = body.match(/<!-- sweep-state: (\w+)(?: run=(\d+))? -->/);
  return m ? { kind: m[1], ...m[2] ? { run: Number(m[2]) } : {} } : void 0;
}
function renderState(s, lang) {
  const label2 = `**${t("state.label", lang)}:**`;
  const link2 = (r) => `[${r.id}](${r.url})`;
  switch (s.kind) {
    case "planned":
      return `${label2} ${t("state.planned", lang)}`;
    case "dispatched":
      return `${label2} ${t(s.adopted ? "state.adopted" : "state.dispatched", lang, { run: link2(s) })}`;
    case "running":
      return `${label2} ${t("state.running", lang, { run: link2(s) })}`;
    case "finished":
      return `${label2} ${t("state.finished", lang, { run: link2(s), conclusion: conclusionWord(s.conclusion, lang) })}`;
    case "cancelled":
      return `${label2} ${t("state.cancelled", lang, {
        runs: s.runs.map(link2).join(", "),
        why: t(`state.why.${s.why}`, lang)
      })}`;
    case "refused":
      return `${label2} ${t("state.refused", lang, { reason: s.reason })}`;
    case "unknown":
      return [
        `${label2} ${t("state.unknown", lang, {
          call: s.failed.call,
          status: s.failed.status ? String(s.failed.status) : t("state.noAnswer", lang)
        })}`,
        `> ${s.failed.message.replace(/\s+/g, " ")}`,
        `> ${t(`state.meaning.${s.meaning}`, lang)}`
      ].join("\n");
  }
}
function finishedState(counts, run2) {
  const conclusion = counts.failed > 0 ? "failure" : counts.cancelled > 0 ? "cancelled" : "success";
  return { kind: "finished", conclusion, ...run2 };
}
function withState(body, s) {
  const tag = parseStateTag(body);
  if (!tag || tag.run !== s.id) return body;
  let out = body.replace(/<!-- sweep-state: \w+(?: run=\d+)? -->/, stateTag(s));
  for (const lang of ["en", "zh"]) {
    const label2 = `**${t("state.label", lang)}:**`;
    const line = new RegExp(`^${escapeRe(label2)} .*(?:\\n> .*){0,2}$`, "m");
    out = out.replace(line, () => renderState(s, lang));
  }
  return out;
}
function conclusionWord(c, lang) {
  const key = `state.conclusion.${c}`;
  return isMessageKey(key) ? t(key, lang) : c;
}
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/report/sticky.ts
var VERSION_LINE = /<!-- version: (\d+) -->/;
var versionTag = (version) => `<!-- version: ${version} -->`;
var versionLine = (body) => {
  const m = body.match(VERSION_LINE);
  return m ? Number(m[1]) : void 0;
};
var withVersion = (body, version) => body.replace(VERSION_LINE, versionTag(version));

// src/report/status.ts
var statusMarker = "<!-- sweep-orchestrator-status -->";
var statusVersion = (runId, attempt) => runId * 1e3 + attempt;
var statusSticky = (body, version, bot) => ({
  matches: (c) => c.body.includes(statusMarker),
  versionOf: versionLine,
  version,
  body,
  bot
});
var MAX_ERRORS = 20;
var MAX_CURVES = 30;
function renderStatus(m, version) {
  const tag = m.sweep ? `${stateTag(m.sweep)}
` : "";
  return `${statusMarker}
${versionTag(version)}
${tag}${bilingual(section(m, "en"), section(m, "zh"))}`;
}
var ui = (key, lang, params) => key in uiText ? t(key, lang, params) : key;
var num = (n) => n.toLocaleString("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 0 });
function headline(m, lang) {
  const d = m.decision;
  if (d.verdict === "cancel")
    return m.cancelled?.length ? t("verdict.cancelled", lang, { n: String(m.cancelled.length) }) : t("verdict.nothingToCancel", lang);
  if (d.verdict === "sweep" && m.needsConfirmation) return t("verdict.confirm", lang);
  return t(`verdict.${d.verdict}`, lang);
}
function modeWords(mode, lang) {
  const bits = [
    mode.canary ? t("modeCanary", lang) : t("modeNoCanary", lang),
    ...mode.failFast ? [t("modeFailFast", lang)] : [],
    t(`evals.${mode.evals}`, lang),
    ...mode.agentxFast ? [t("modeAgentxFast", lang)] : [],
    ...mode.scheduling.length ? [t("modeScheduling", lang, { labels: mode.scheduling.map((s) => `\`${s}\``).join(", ") })] : []
  ];
  return lang === "zh" ? `\`${mode.primary}\`\uFF1A${bits.join("\uFF1B")}` : `\`${mode.primary}\`: ${bits.join("; ")}`;
}
function section(m, lang) {
  const d = m.decision;
  const sha = m.headSha ? ` \xB7 \`${m.headSha.slice(0, 12)}\`` : "";
  const out = [`### ${t("title", lang)} \xB7 ${t("prTitle", lang)} #${m.pr}${sha}`, ""];
  out.push(`**${t("decision", lang)}:** ${headline(m, lang)}`);
  if (d.mode) out.push(`**${t("mode", lang)}:** ${modeWords(d.mode, lang)}`);
  if (d.approval !== "not-needed")
    out.push(
      `**${t("approval", lang)}:** ${t(d.approval === "approved" ? "approved" : "awaiting", lang)} \`${(d.sha ?? m.headSha).slice(0, 12)}\``
    );
  if (m.sweep) out.push(renderState(m.sweep, lang));
  else if (m.dispatched?.runId)
    out.push(`**${t("dispatched", lang)}:** [${m.dispatched.runId}](${m.dispatched.htmlUrl ?? ""})`);
  else if (m.dispatchFailed)
    out.push(`**${t("dispatched", lang)}:** ${t("dispatchFailed", lang, { error: m.dispatchFailed })}`);
  else if (m.dispatchPending) out.push(`**${t("dispatched", lang)}:** ${t("dispatchPending", lang)}`);
  if (m.cancelled?.length) out.push(`**${t("cancelled", lang)}:** ${m.cancelled.join(", ")}`);
  if (m.reuse) out.push("", m.reuse[lang]);
  if (m.mergeable === false) out.push("", `> ${t("notMergeable", lang)}`);
  if (d.reasons.length) {
    out.push("", `**${t("why", lang)}:**`);
    for (const r of d.reasons) out.push(`- ${fill(reasonText[r.code][lang], { ...r.params, ...m.params })}`);
  }
  const plan = m.report?.plan;
  if (plan && (d.verdict === "sweep" || d.verdict === "validate")) out.push(...planSections(m, plan, lang));
  const gateErrors = m.report?.gate.diagnostics ?? [];
  if (gateErrors.length)
    out.push("", `**${t("validation", lang)}:**`, ...diagnosticList(gateErrors, lang, m.blobUrl));
  const lint = m.report?.lint ?? [];
  if (lint.length) out.push("", `**${t("lint", lang)}:**`, ...diagnosticList(lint, lang, m.blobUrl));
  const next = nextSteps(m, lang);
  if (next.length) out.push("", `**${t("next", lang)}:**`, ...next);
  if (plan) out.push("", ...technical(plan, lang));
  return out.join("\n");
}
function planSections(m, plan, lang) {
  const out = [];
  const keys = [...new Set((plan.entries ?? []).flatMap((e) => e.keys))];
  if (keys.length) {
    out.push("", `**${t("configKeys", lang)}:** ${keys.map((k) => `\`${k}\``).join(", ")}`);
    for (const e of plan.entries ?? []) if (e.description) out.push(`> ${e.description}`);
  }
  const cost = plan.cost;
  const title = m.decision.verdict === "sweep" ? t("willRun", lang) : t("wouldRun", lang);
  if (cost) {
    out.push(
      "",
      `**${title}:** ${t("jobsOn", lang, { jobs: String(cost.total.jobs), clusters: String(cost.clusters.length) })}`,
      "",
      `| ${t("cluster", lang)} | ${t("kind", lang)} | ${t("jobs", lang)} |`,
      "|---|---|---:|"
    );
    for (const c of cost.clusters)
      for (const k of c.kinds) out.push(`| ${c.cluster} | ${ui(`kind.${k.kind}`, lang)} | ${k.jobs} |`);
  } else {
    const rows = plan.buckets.reduce((s, b) => s + b.rows, 0);
    const clusters = String(plan.clusters.length);
    out.push("", `**${title}:** ${t("jobsOn", lang, { jobs: String(rows), clusters })}`);
  }
  if (plan.canary) out.push("", `**${t("canaryRow", lang)}:** ${canaryText(plan.canary, lang)}`);
  if (cost) out.push("", ...costTable(cost, m, lang));
  if (plan.curves) out.push("", ...curveList(plan.curves, lang));
  return out;
}
function canaryText(c, lang) {
  return t("canaryWords", lang, {
    model: c.model ? `\`${c.model}\`` : `\`${c.name}\``,
    cluster: c.cluster ?? c.runner.replace(/^cluster:/, ""),
    topology: c.topology ?? "\u2014",
    conc: c.conc !== void 0 ? String(c.conc) : "\u2014"
  });
}
function costTable(cost, m, lang) {
  const out = [
    `**${t("cost", lang)}** (${t("costNote", lang)}):`,
    "",
    `| ${t("cluster", lang)} | ${t("jobs", lang)} | ${t("gpuHours", lang)} | ${t("nodeHours", lang)} | ${t("peakGpus", lang)} |`,
    "|---|---:|---:|---:|---:|"
  ];
  for (const c of cost.clusters)
    out.push(`| ${c.cluster} | ${c.jobs} | ${num(c.gpuHours)} | ${num(c.nodeHours)} | ${num(c.peakGpus)} |`);
  if (cost.clusters.length > 1)
    out.push(
      `| **${t("total", lang)}** | **${cost.total.jobs}** | **${num(cost.total.gpuHours)}** | **${num(cost.total.nodeHours)}** | **${num(cost.total.peakGpus)}** |`
    );
  const known = cost.clusters.filter((c) => c.expected);
  if (known.length)
    out.push(
      "",
      t("expected", lang, {
        gpuHours: num(known.reduce((a, c) => a + c.expected.gpuHours, 0)),
        jobs: String(known.reduce((a, c) => a + c.expected.jobs, 0))
      })
    );
  if (cost.budgetGpuHours !== void 0) {
    const budget = num(cost.budgetGpuHours);
    const over = cost.total.gpuHours > cost.budgetGpuHours;
    out.push(
      "",
      !over ? t("budgetWithin", lang, { budget }) : m.confirmedBy ? t("budgetConfirmed", lang, { budget, user: m.confirmedBy }) : t("budgetAbove", lang, { budget, over: num(cost.total.gpuHours - cost.budgetGpuHours) })
    );
  }
  return out;
}
function curveList(c, lang) {
  const order = ["new", "changed", "extended", "unchanged", "removed"];
  const counts = order.filter((s) => (c.counts[s] ?? 0) > 0).map((s) => `${c.counts[s]} ${ui(`curve.${s}`, lang)}`).join(", ");
  const out = [`**${t("curves", lang)}:** ${counts || t("noCurves", lang)}`, ""];
  let shown2 = 0;
  for (const k of c.keys) {
    const flag = k.appendOnly ? ` (${t("appendOnly", lang)})` : "";
    out.push(`- \`${k.key}\`: ${ui(`key.${k.status}`, lang)}${flag}`);
    for (const x of c.curves.filter((y) => y.key === k.key)) {
      if (shown2++ >= MAX_CURVES) continue;
      out.push(
        `  - ${ui(`curve.${x.status}`, lang)} \xB7 ${x.scenario} \xB7 ${x.label}${x.detail ? `: ${x.detail}` : ""}`
      );
    }
  }
  if (shown2 > MAX_CURVES) out.push(`- ${t("more", lang, { n: String(shown2 - MAX_CURVES) })}`);
  return out;
}
function nextSteps(m, lang) {
  const d = m.decision;
  const codes2 = new Set(d.reasons.map((r) => r.code));
  const line = (who, key, params) => `- ${t(`who.${who}`, lang)}: ${t(key, lang, params)}`;
  const out = [];
  if (codes2.has("changelog-failed") || codes2.has("plan-check-failed")) out.push(line("author", "next.fix"));
  if (codes2.has("changelog-no-entry")) out.push(line("author", "next.entry"));
  if (codes2.has("conflicting-primaries")) out.push(line("maintainer", "next.oneLabel"));
  if (codes2.has("fork-awaiting-approval"))
    out.push(line("author", "next.waitApproval"), line("maintainer", "next.approve"));
  const noPrimary = d.reasons.find((r) => r.code === "no-primary" || r.code === "modifier-without-primary");
  if (noPrimary) {
    const p = noPrimary.params ?? {};
    const primaries = [p["primary"], p["primary2"], p["primary3"]].filter((x) => !!x);
    out.push(
      line("author", "next.askLabel", { label: primaries[0] ?? "" }),
      line("maintainer", "next.addLabel", { labels: primaries.map((l) => `\`${l}\``).join(", ") })
    );
  }
  if (d.verdict === "sweep") {
    if (m.needsConfirmation) out.push(line("maintainer", "next.confirm"));
    else if (m.dispatchFailed) out.push(line("maintainer", "next.retry"));
    else out.push(line("anyone", "next.running"), line("maintainer", "next.control"));
  }
  return out;
}
function technical(plan, lang) {
  const out = [
    `<details><summary>${t("technical", lang)}</summary>`,
    "",
    `${t("planKey", lang)}: \`${plan.key}\``,
    "",
    `| ${t("bucket", lang)} | ${t("rows", lang)} | ${t("shards", lang)} |`,
    "|---|---:|---:|"
  ];
  for (const b of plan.buckets) out.push(`| \`${b.name}\` | ${b.rows} | ${b.shards} |`);
  if (plan.canary)
    out.push(
      "",
      `${t("canaryRow", lang)}: \`${plan.canary.name}\` (\`${plan.canary.bucket}\`, \`${plan.canary.runner}\`)`
    );
  const ids = plan.rowIds ?? [];
  if (ids.length) {
    out.push("", `${t("rowIds", lang)}: ${ids.map((i) => `\`${i}\``).join(" ")}`);
    const total = plan.buckets.reduce((s, b) => s + b.rows, 0);
    if (total > ids.length) out.push(t("moreRows", lang, { n: String(total - ids.length) }));
  }
  out.push("", "</details>");
  return out;
}
function diagnosticText(d, lang, blobUrl) {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}` : ""}` : "";
  const link2 = where && blobUrl ? `[\`${where}\`](${blobUrl}/${d.file}${d.line ? `#L${d.line}` : ""}) ` : where ? `\`${where}\` ` : "";
  const path = d.path ? ` (${d.path})` : "";
  const fix = d.fix ? ` \u2014 ${t("fix", lang)}: ${d.fix}` : "";
  return `${link2}${t(`severity.${d.severity}`, lang)}: ${d.message}${path}${fix}`.replace(/\n\s*/g, " ");
}
function diagnosticList(ds, lang, blobUrl) {
  const sorted = sortDiagnostics(ds);
  const lines = sorted.slice(0, MAX_ERRORS).map((d) => `- ${diagnosticText(d, lang, blobUrl)}`);
  if (sorted.length > MAX_ERRORS)
    lines.push(`- ${t("more", lang, { n: String(sorted.length - MAX_ERRORS) })}`);
  return lines;
}
function planTables(plan, lang) {
  const out = [`**${t("plan", lang)}** (${t("planKey", lang)} \`${plan.key.slice(0, 12)}\`)`, ""];
  out.push(`| ${t("bucket", lang)} | ${t("rows", lang)} | ${t("shards", lang)} |`, "|---|---:|---:|");
  for (const b of plan.buckets) out.push(`| \`${b.name}\` | ${b.rows} | ${b.shards} |`);
  const rows = plan.buckets.reduce((s, b) => s + b.rows, 0);
  const shards = plan.buckets.reduce((s, b) => s + b.shards, 0);
  out.push(`| **${t("total", lang)}** | **${rows}** | **${shards}** |`);
  if (plan.cost) out.push("", ...costTable(plan.cost, {}, lang));
  return out;
}

// src/report/summary.ts
function renderSummary(m) {
  const d = m.decision;
  const sha = m.headSha ? ` \xB7 \`${m.headSha.slice(0, 12)}\`` : "";
  const out = [
    `## ${t("title", "en")} \xB7 ${t("prTitle", "en")} #${m.pr}${sha}`,
    "",
    `**${t("decision", "en")}:** ${headline(m, "en")}`
  ];
  if (d.mode) out.push(`**${t("mode", "en")}:** ${modeWords(d.mode, "en")}`);
  if (m.dispatched?.runId)
    out.push(`**${t("dispatched", "en")}:** [${m.dispatched.runId}](${m.dispatched.htmlUrl ?? ""})`);
  for (const r of d.reasons) out.push(`- ${fill(reasonText[r.code].en, { ...r.params, ...m.params })}`);
  const plan = m.report?.plan;
  if (plan) out.push(...planSections(m, plan, "en"), "", mermaid(plan));
  const next = nextSteps(m, "en");
  if (next.length) out.push("", `**${t("next", "en")}:**`, ...next);
  const findings = [...m.report?.gate.diagnostics ?? [], ...m.report?.lint ?? []];
  if (findings.length)
    out.push(
      "",
      `### ${t("lint", "en")}`,
      "",
      "```",
      ...sortDiagnostics(findings).map(formatDiagnostic),
      "```"
    );
  return out.join("\n") + "\n";
}
function mermaid(plan) {
  const id2 = (s) => s.replace(/[^A-Za-z0-9]/g, "_");
  const lines = ["```mermaid", "flowchart LR"];
  const start = plan.canary ? "canary" : "plan";
  lines.push(plan.canary ? `  canary["canary: ${plan.canary.name}"]` : '  plan(["plan"])');
  for (const b of plan.buckets.filter((x) => x.rows > 0))
    lines.push(
      `  ${start} --> ${id2(b.name)}["${b.name}: ${b.rows} rows in ${b.shards} shard${b.shards === 1 ? "" : "s"}"]`
    );
  lines.push("```");
  return lines.join("\n");
}

// src/action/sticky.ts
var createdHere = /* @__PURE__ */ new WeakMap();
function remember(port, issue, c) {
  const mine = createdHere.get(port) ?? /* @__PURE__ */ new Map();
  mine.set(c.id, { ...c, issue });
  createdHere.set(port, mine);
}
var SETTLE = [1, 2, 4, 8];
async function upsertSticky(port, issue, spec, opts = {}) {
  let knownId = opts.knownId;
  for (let attempt = 0; attempt < 3; attempt++) {
    const mine = await own(port, issue, spec, knownId);
    if (mine.length === 0) {
      const created = await port.createComment(issue, spec.body);
      if (!port.live) return { action: "created", id: created.id, deleted: [] };
      remember(port, issue, created);
      let all = await port.listComments(issue);
      for (const wait of SETTLE) {
        if (all.some((c) => c.id === created.id)) break;
        await new Promise((r) => setTimeout(r, wait * (opts.backoffMs ?? 1e3)));
        all = await port.listComments(issue);
      }
      const after = ownOf(port, issue, spec, knownId, all);
      const deleted2 = await dedupe(port, after);
      const keep2 = after[0];
      if (keep2.id !== created.id && newer(spec, keep2.body)) {
        await port.updateComment(keep2.id, spec.body);
        const remembered = createdHere.get(port)?.get(keep2.id);
        if (remembered) remembered.body = spec.body;
      }
      return { action: "created", id: keep2.id, deleted: deleted2 };
    }
    const deleted = await dedupe(port, mine);
    const keep = mine[0];
    if (!newer(spec, keep.body))
      return { action: keep.body === spec.body ? "unchanged" : "kept-newer", id: keep.id, deleted };
    if (keep.body === spec.body) return { action: "unchanged", id: keep.id, deleted };
    try {
      await port.updateComment(keep.id, spec.body);
      const remembered = createdHere.get(port)?.get(keep.id);
      if (remembered) remembered.body = spec.body;
      return { action: "updated", id: keep.id, deleted };
    } catch (e) {
      if (e.status !== 404) {
        const replaced = await afterFailedEdit(port, issue, keep.id, spec, e);
        return { action: "updated", id: replaced, deleted };
      }
      createdHere.get(port)?.delete(keep.id);
      if (keep.id === knownId) knownId = void 0;
    }
  }
  return { action: "skipped", reason: "the sticky comment kept changing under us" };
}
async function afterFailedEdit(port, issue, id2, spec, error) {
  const now2 = (await port.listComments(issue)).find((c) => c.id === id2);
  if (now2?.body === spec.body) return id2;
  if (!await port.deleteComment(id2).catch(() => false)) throw error;
  createdHere.get(port)?.delete(id2);
  const created = await port.createComment(issue, spec.body);
  remember(port, issue, created);
  return created.id;
}
async function own(port, issue, spec, knownId) {
  return ownOf(port, issue, spec, knownId, await port.listComments(issue));
}
function ownOf(port, issue, spec, knownId, all) {
  const listed2 = new Set(all.map((c) => c.id));
  const unlisted = [...createdHere.get(port)?.values() ?? []].filter(
    (c) => c.issue === issue && !listed2.has(c.id)
  );
  if (knownId !== void 0 && !listed2.has(knownId) && !unlisted.some((c) => c.id === knownId))
    unlisted.push({ id: knownId, body: "", user: spec.bot, userType: "Bot", createdAt: "" });
  return [...all, ...unlisted].filter((c) => c.user === spec.bot && (c.body === "" ? c.id === knownId : spec.matches(c))).sort((a, b) => a.id - b.id);
}
async function dedupe(port, sorted) {
  const deleted = [];
  for (const c of sorted.slice(1)) {
    if (await port.deleteComment(c.id)) deleted.push(c.id);
    createdHere.get(port)?.delete(c.id);
  }
  return deleted;
}
function newer(spec, existing) {
  const v = spec.versionOf(existing);
  return v === void 0 || spec.version >= v;
}

// src/action/handlers/common.ts
function quietStatus(ctx, x) {
  if (ctx.inputs.settings.comments.status === "always") return false;
  const labels = x.labels ?? (ctx.payload.pull_request?.labels ?? []).map((l) => String(l.name));
  const policy = ctx.inputs.settings.labels;
  const sweepLabels = new Set([...policy.primaries, ...policy.modifiers].map((l) => l.name));
  if (labels.some((l) => sweepLabels.has(l))) return false;
  const outcome = x.report?.gate.outcome ?? "no-entry";
  return outcome === "no-entry";
}
async function finish2(ctx, deps, pr, decision, x) {
  const headSha = x.headSha ?? "";
  deps.setOutput("decision", decision.verdict);
  deps.setOutput("reasons", JSON.stringify(decision.reasons));
  if (decision.mode) deps.setOutput("mode", JSON.stringify(decision.mode));
  if (headSha) deps.setOutput("head-sha", headSha);
  for (const r of decision.reasons)
    if (r.code === "conflicting-primaries")
      deps.annotate(diag("error", r.rule, fill(reasonText[r.code].en, r.params ?? {}, true)));
  for (const d of [...x.report?.gate.diagnostics ?? [], ...x.report?.lint ?? []]) deps.annotate(d);
  const url = (id2) => repoUrl(ctx, deps, `actions/runs/${id2}`);
  const sweep = sweepState({
    verdict: decision.verdict,
    ...decision.verdict === "refuse" && decision.reasons[0] ? {
      refusal: fill(reasonText[decision.reasons[0].code].en, {
        ...decision.reasons[0].params,
        ...x.params
      })
    } : {},
    ...x.pending ? { pending: true } : {},
    ...x.cancelled?.length ? {
      cancelled: {
        runs: x.cancelled.map((id2) => ({ id: id2, url: url(id2) })),
        why: x.cancelWhy ?? "new-plan"
      }
    } : {},
    ...x.failure ? { failure: x.failure } : {}
  });
  const model = {
    pr,
    headSha,
    decision,
    ...x.report ? { report: x.report } : {},
    ...x.dispatched ? { dispatched: x.dispatched } : {},
    ...x.pending ? { dispatchPending: true } : {},
    ...x.cancelled?.length ? { cancelled: x.cancelled } : {},
    ...x.mergeable !== void 0 ? { mergeable: x.mergeable } : {},
    ...x.params ? { params: x.params } : {},
    ...sweep ? { sweep } : {},
    ...x.reuse ? { reuse: x.reuse } : {},
    ...x.needsConfirmation ? { needsConfirmation: true } : {},
    ...x.confirmedBy ? { confirmedBy: x.confirmedBy } : {},
    blobUrl: repoUrl(ctx, deps, `blob/${headSha}`)
  };
  let statusFailed;
  if (decision.refreshStatus && pr > 0) {
    if (quietStatus(ctx, x)) deps.log("status comment: none (no sweep label and no changelog entry)");
    else {
      const out = await publishStatus(ctx, deps, model, x.recheckHead);
      if ("failed" in out) statusFailed = out.failed;
      if ("id" in out && out.id > 0 && x.pending) x.pending = { ...x.pending, statusCommentId: out.id };
    }
  }
  if (x.pending) {
    deps.saveRequest({
      ...x.pending,
      ...decision.refreshStatus && pr > 0 ? { status: model } : {},
      ...x.recheckHead ? { recheckHead: x.recheckHead } : {}
    });
    deps.setOutput("dispatch-pending", "true");
  }
  await safe(deps, () => deps.summary(renderSummary(model) + stateSummary(model, statusFailed)));
  const writeFailed = statusFailed !== void 0 && !x.pending;
  if (x.failure) deps.annotate(diag("error", "GH-1", failureLine(x.failure.failed)));
  if (writeFailed)
    deps.annotate(diag("error", "GH-1", `status comment not written: ${failureLine(statusFailed)}`));
  return {
    decision,
    ...x.dispatched?.runId ? { dispatchedRunId: x.dispatched.runId } : {},
    ...x.pending ? { dispatchPending: true } : {},
    cancelled: x.cancelled ?? [],
    failed: decision.reasons.some((r) => r.rule === "LB-1" || r.code === "plan-check-failed") || x.report?.gate.outcome === "fail" && decision.validate || x.failure !== void 0 || writeFailed
  };
}
var failureLine = (f) => `${f.call} failed (${f.status || "no answer"}): ${f.message}`;
function stateSummary(model, statusFailed) {
  const lines = [];
  if (model.sweep) lines.push("", renderState(model.sweep, "en"));
  if (statusFailed)
    lines.push(
      "",
      `> ${t("state.statusWriteFailed", "en", { error: failureLine(statusFailed), what: "" }).trim()}`
    );
  return lines.length ? lines.join("\n") + "\n" : "";
}
async function publishStatus(ctx, deps, model, recheckHead, knownId) {
  const version = statusVersion(ctx.runId, ctx.runAttempt);
  try {
    if (recheckHead) {
      const now2 = await deps.port.getPull(model.pr);
      if (now2.headSha !== recheckHead) {
        deps.warn(`PR head moved from ${recheckHead} to ${now2.headSha}; not publishing a stale status`);
        return { skipped: true };
      }
    }
    const out = await upsertSticky(
      deps.port,
      model.pr,
      statusSticky(renderStatus(model, version), version, ctx.inputs.settings.botLogin),
      {
        ...knownId !== void 0 ? { knownId } : {},
        ...deps.backoffMs !== void 0 ? { backoffMs: deps.backoffMs } : {}
      }
    );
    deps.log(`status comment: ${out.action}`);
    if (!("id" in out)) return { skipped: true };
    deps.setOutput("status-comment-id", String(out.id));
    return { id: out.id };
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    const f = failedCall(e);
    deps.warn(`status comment not written: ${f.message}`);
    return { failed: { call: f.call, status: f.status, message: f.message } };
  }
}
async function sweepRuns(deps, workflow, pr) {
  const runs = await deps.port.listWorkflowRuns(workflow, inFlightStatuses);
  return runs.flatMap((r) => {
    const id2 = parseSweepRunName(r.displayTitle);
    return id2 && id2.pr === pr ? [{ id: r.id, key: id2.planKey, url: r.htmlUrl, status: r.status, conclusion: r.conclusion }] : [];
  }).sort((a, b) => a.id - b.id);
}
async function cancelInFlight(deps, workflow, pr) {
  const runs = await sweepRuns(deps, workflow, pr);
  return cancelRuns(
    deps,
    runs.map((r) => r.id)
  );
}
async function cancelRuns(deps, ids) {
  const done = [];
  for (const id2 of ids) {
    try {
      await deps.port.cancelWorkflowRun(id2);
      done.push(id2);
    } catch (e) {
      if (e.status !== 409) throw new RunCallError(id2, e);
    }
  }
  return done;
}
var RunCallError = class extends Error {
  constructor(runId, cause) {
    super(cause.message, { cause });
    this.runId = runId;
  }
  runId;
};
async function react(deps, commentId, content) {
  await safe(deps, () => deps.port.addReaction(commentId, content));
}
async function safe(deps, f) {
  try {
    await f();
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(e.message);
  }
}
var repoUrl = (ctx, deps, page2) => `${ctx.serverUrl}/${deps.port.repo.owner}/${deps.port.repo.repo}/${page2}`;

// src/action/handlers/act.ts
async function act(ctx, deps, pr, initial, who, reuse) {
  let decision = initial;
  let reused;
  let result;
  if (pr.mergeable === false)
    await safe(
      deps,
      () => deps.port.setCommitStatus(pr.headSha, {
        state: "failure",
        context: "sweep/mergeable",
        description: "Merge conflicts: resolve them so a sweep can run on the merge commit."
      })
    );
  let failure;
  if (decision.validate) {
    try {
      result = await deps.pipeline({
        prNumber: pr.number,
        baseSha: pr.baseSha,
        headSha: decision.sha ?? pr.headSha,
        labels: pr.labels,
        ...decision.mode ? { mode: decision.mode } : {},
        runId: String(ctx.runId),
        runAttempt: ctx.runAttempt,
        strict: ctx.inputs.strict
      });
    } catch (e) {
      if (!(e instanceof InfraError)) throw e;
      failure = { failed: { call: e.call, status: e.status, message: e.message }, meaning: "fetch-failed" };
    }
    if (result) {
      decision = applyPlanCheck(
        applyGate(decision, result.report.gate.outcome),
        hasErrors(result.report.lint)
      );
      if (reuse && decision.reuseGate === "open")
        decision = (reused = await reuse(decision, result.plan)).decision;
    }
  }
  let cancelled = [];
  let pending;
  const budget = budgetCheck(ctx, result, who);
  if (budget.needsConfirmation) {
    deps.log("plan above the GPU-hour budget: waiting for a maintainer to comment `/sweep --confirm`");
    deps.setOutput("needs-confirmation", "true");
  }
  if (!failure && decision.verdict === "sweep" && decision.mode && !budget.needsConfirmation) {
    const sha = decision.sha ?? pr.headSha;
    const key = result?.report.plan?.key ?? planKey(sha, decision.mode, null);
    deps.setOutput("plan-key", key);
    const artifact = result?.plan ? deps.savePlan(result.plan, key, sha) : "";
    pending = sweepRequest({
      workflow: ctx.inputs.sweepWorkflow,
      ref: ctx.defaultBranch,
      pr: pr.number,
      headSha: sha,
      planRunId: ctx.runId,
      planArtifact: artifact,
      planKey: key,
      canary: decision.mode.canary,
      failFast: decision.mode.failFast ? ctx.inputs.settings.failFastScope : "off",
      agentxFast: decision.mode.agentxFast,
      restart: !!decision.restart,
      ...decision.approval === "approved" ? { approvedSha: sha } : {}
    });
  } else if (decision.cancelInFlight) {
    try {
      cancelled = await cancelInFlight(deps, ctx.inputs.sweepWorkflow, pr.number);
    } catch (e) {
      if (ctx.eventName === "issue_comment" && e instanceof RunCallError) throw e;
      const f = failedCall(e instanceof RunCallError ? e.cause : e);
      failure ??= { failed: f, meaning: "cancel-failed" };
    }
  }
  const params = who ? { user: who.user, permission: who.permission, role: who.roleName } : {};
  const done = await finish2(ctx, deps, pr.number, decision, {
    ...reused?.status ? { reuse: reused.status } : {},
    headSha: pr.headSha,
    cancelled,
    ...pending ? { pending } : {},
    ...result ? { report: result.report } : {},
    ...budget,
    mergeable: pr.mergeable,
    params,
    recheckHead: pr.headSha,
    ...failure ? { failure } : {},
    ...decision.cancelInFlight ? {
      cancelWhy: ctx.eventName === "issue_comment" ? "command" : pr.state === "closed" ? "closed" : "label-removed"
    } : {},
    labels: pr.labels
  });
  return reused?.failed ? { ...done, failed: true } : done;
}
function budgetCheck(ctx, result, who) {
  const budget = ctx.inputs.settings.budgetGpuHours;
  const cost = result?.report.plan?.cost;
  if (budget === void 0 || !cost) return {};
  cost.budgetGpuHours = budget;
  if (cost.total.gpuHours <= budget) return {};
  const command = ctx.eventName === "issue_comment" ? parseCommand(String(ctx.payload.comment?.body ?? "")) : void 0;
  const confirmed = command?.kind === "sweep" && command.confirm === true && who?.allowed === true;
  return confirmed ? { confirmedBy: who.user } : { needsConfirmation: true };
}

// src/reuse/commands.ts
function runIdOf(digits2) {
  if (!/^[1-9][0-9]{0,15}$/.test(digits2)) return void 0;
  const n = Number(digits2);
  return Number.isSafeInteger(n) ? n : void 0;
}
var grammar2 = [
  {
    pattern: /^(\/use|\/reuse-sweep-run)$/,
    build: (m) => ({ kind: "use-without-id", spelling: m[1] })
  },
  {
    pattern: /^(\/use|\/reuse-sweep-run)\s+(\S+)$/,
    build: (m) => {
      const runId = runIdOf(m[2]);
      const spelling = m[1];
      return runId === void 0 ? { kind: "invalid", command: spelling, text: m[0] } : { kind: "use", runId, spelling };
    }
  },
  { pattern: /^\/stage-results$/, build: () => ({ kind: "stage-results" }) },
  {
    pattern: /^\/stage-results\s+(\S+)$/,
    build: (m) => {
      const runId = runIdOf(m[1]);
      return runId === void 0 ? { kind: "invalid", command: "/stage-results", text: m[0] } : { kind: "stage-results", runId };
    }
  },
  {
    pattern: /^(\/use|\/reuse-sweep-run|\/stage-results)\s.*$/,
    build: (m) => ({ kind: "invalid", command: m[1], text: m[0] })
  }
];
function parseReuseCommand(body) {
  let found;
  body.split(/\r?\n/).forEach((raw, line) => {
    const text = raw.trim();
    for (const rule of grammar2) {
      const m = text.match(rule.pattern);
      if (m) {
        found = { command: rule.build(m), line };
        break;
      }
    }
  });
  return found;
}
function reuseCommandsNewestFirst(comments) {
  const out = [];
  for (const c of comments) {
    if (c.authorType === "Bot") continue;
    const p = parseReuseCommand(c.body);
    if (!p) continue;
    const cmd = p.command;
    if (cmd.kind === "stage-results" || cmd.kind === "invalid" && cmd.command === "/stage-results")
      continue;
    out.push({ commentId: c.id, author: c.author, createdAt: c.createdAt, command: cmd });
  }
  const time = (s) => {
    const t2 = Date.parse(s);
    return Number.isNaN(t2) ? 0 : t2;
  };
  return out.sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.commentId - a.commentId);
}

// src/reuse/labels.ts
function labelsAtCreation(evidence, runCreatedAt) {
  if (evidence.recorded) return [...new Set(evidence.recorded)].sort();
  if (!evidence.timeline) return void 0;
  const at = Date.parse(runCreatedAt);
  if (Number.isNaN(at)) return void 0;
  const events = evidence.timeline.map((e, i) => ({ e, i, t: Date.parse(e.createdAt) }));
  if (events.some((x) => Number.isNaN(x.t))) return void 0;
  const applied = /* @__PURE__ */ new Set();
  for (const { e } of events.sort((a, b) => a.t - b.t || a.i - b.i)) {
    if (Date.parse(e.createdAt) > at) break;
    if (e.event === "labeled") applied.add(e.label);
    else applied.delete(e.label);
  }
  return [...applied].sort();
}
function reuseBlockingLabels(policy, labels) {
  const blocking = /* @__PURE__ */ new Set([
    ...policy.modifiers.filter((m) => m.blocksReuse).map((m) => m.name),
    ...policy.primaries.filter((p) => !p.fullSweep).map((p) => p.name)
  ]);
  return labels.filter((l) => blocking.has(l));
}
function fullSweepPrimaries(policy, labels) {
  const full = new Set(policy.primaries.filter((p) => p.fullSweep).map((p) => p.name));
  return labels.filter((l) => full.has(l));
}
function fullSweepLabelNames(policy) {
  return policy.primaries.filter((p) => p.fullSweep).sort((a, b) => Number(a.deprecated) - Number(b.deprecated)).map((p) => p.name);
}

// src/reuse/messages.ts
var refusalText = {
  "run-not-found": {
    en: "Run `{runId}` was not found: it was deleted, or it is not a run of this repository.",
    zh: "\u672A\u627E\u5230\u8FD0\u884C `{runId}`\uFF1A\u5B83\u5DF2\u88AB\u5220\u9664\uFF0C\u6216\u4E0D\u662F\u672C\u4ED3\u5E93\u7684\u8FD0\u884C\u3002"
  },
  "not-sweep-workflow": {
    en: "Run `{runId}` is a run of `{workflow}`, not of the sweep workflow `{expected}`.",
    zh: "\u8FD0\u884C `{runId}` \u5C5E\u4E8E `{workflow}`\uFF0C\u800C\u4E0D\u662F\u6D4B\u8BD5\u5DE5\u4F5C\u6D41 `{expected}`\u3002"
  },
  "not-dispatched": {
    en: "Run `{runId}` was started by `{event}`; sweep runs are dispatched by the orchestrator (`workflow_dispatch`).",
    zh: "\u8FD0\u884C `{runId}` \u7531 `{event}` \u89E6\u53D1\uFF1B\u6D4B\u8BD5\u8FD0\u884C\u7531\u7F16\u6392\u5668\u4EE5 `workflow_dispatch` \u542F\u52A8\u3002"
  },
  "not-a-pr-sweep": {
    en: "Run `{runId}` is not the sweep of a PR (its title is `{title}`).",
    zh: "\u8FD0\u884C `{runId}` \u4E0D\u662F\u67D0\u4E2A PR \u7684\u6D4B\u8BD5\uFF08\u5176\u6807\u9898\u4E3A `{title}`\uFF09\u3002"
  },
  "other-pr": {
    en: "Run `{runId}` is a sweep of PR #{other}, not of this PR (#{pr}).",
    zh: "\u8FD0\u884C `{runId}` \u662F PR #{other} \u7684\u6D4B\u8BD5\uFF0C\u800C\u4E0D\u662F\u672C PR\uFF08#{pr}\uFF09\u7684\u3002"
  },
  "not-completed": {
    en: "Run `{runId}` has not completed (status `{status}`); wait until it finishes.",
    zh: "\u8FD0\u884C `{runId}` \u5C1A\u672A\u5B8C\u6210\uFF08\u72B6\u6001 `{status}`\uFF09\uFF1B\u8BF7\u7B49\u5F85\u5176\u7ED3\u675F\u3002"
  },
  conclusion: {
    en: "Run `{runId}` concluded `{conclusion}`; only runs that concluded success, failure or cancelled can be used.",
    zh: "\u8FD0\u884C `{runId}` \u7684\u7ED3\u8BBA\u4E3A `{conclusion}`\uFF1B\u53EA\u80FD\u4F7F\u7528\u7ED3\u8BBA\u4E3A success\u3001failure \u6216 cancelled \u7684\u8FD0\u884C\u3002"
  },
  "head-moved": {
    en: "Run `{runId}` benchmarked `{runSha}`, but the PR head is now `{headSha}`: a push after the run invalidates it. Sweep the new head, then post `/use <run_id>` with that run.",
    zh: "\u8FD0\u884C `{runId}` \u6D4B\u8BD5\u7684\u662F `{runSha}`\uFF0C\u4F46 PR \u5F53\u524D\u7248\u672C\u4E3A `{headSha}`\uFF1A\u8FD0\u884C\u4E4B\u540E\u7684\u63A8\u9001\u4F7F\u5176\u5931\u6548\u3002\u8BF7\u6D4B\u8BD5\u65B0\u7248\u672C\uFF0C\u7136\u540E\u7528\u8BE5\u8FD0\u884C\u53D1\u5E03 `/use <run_id>`\u3002"
  },
  "labels-unknown": {
    en: "The labels run `{runId}` was created under cannot be determined (no recorded labels and no label history); it is not reused on a guess.",
    zh: "\u65E0\u6CD5\u786E\u5B9A\u8FD0\u884C `{runId}` \u521B\u5EFA\u65F6\u7684\u6807\u7B7E\uFF08\u6CA1\u6709\u8BB0\u5F55\u7684\u6807\u7B7E\uFF0C\u4E5F\u6CA1\u6709\u6807\u7B7E\u5386\u53F2\uFF09\uFF1B\u4E0D\u4F1A\u51ED\u731C\u6D4B\u590D\u7528\u3002"
  },
  "blocking-labels": {
    en: "Run `{runId}` was created under {labels}; results of such a run do not stand for the PR.",
    zh: "\u8FD0\u884C `{runId}` \u521B\u5EFA\u65F6\u5E26\u6709 {labels}\uFF1B\u6B64\u7C7B\u8FD0\u884C\u7684\u7ED3\u679C\u4E0D\u80FD\u4EE3\u8868\u8BE5 PR\u3002"
  },
  "not-full-sweep": {
    en: "Run `{runId}` was not created under a full-sweep label (one of {labels}).",
    zh: "\u8FD0\u884C `{runId}` \u521B\u5EFA\u65F6\u6CA1\u6709\u5B8C\u6574\u6D4B\u8BD5\u6807\u7B7E\uFF08{labels} \u4E4B\u4E00\uFF09\u3002"
  },
  "plan-missing": {
    en: "The plan artifact of run `{runId}` is missing, so its rows cannot be checked against the current plan.",
    zh: "\u8FD0\u884C `{runId}` \u7684\u8BA1\u5212\u4EA7\u7269\u7F3A\u5931\uFF0C\u65E0\u6CD5\u4E0E\u5F53\u524D\u8BA1\u5212\u6838\u5BF9\u5176\u884C\u3002"
  },
  "plan-expired": {
    en: "The plan artifact of run `{runId}` has expired, so its rows cannot be checked against the current plan.",
    zh: "\u8FD0\u884C `{runId}` \u7684\u8BA1\u5212\u4EA7\u7269\u5DF2\u8FC7\u671F\uFF0C\u65E0\u6CD5\u4E0E\u5F53\u524D\u8BA1\u5212\u6838\u5BF9\u5176\u884C\u3002"
  },
  "plan-unreadable": {
    en: "The plan artifact of run `{runId}` is not a readable plan.",
    zh: "\u8FD0\u884C `{runId}` \u7684\u8BA1\u5212\u4EA7\u7269\u65E0\u6CD5\u8BFB\u53D6\u3002"
  },
  "plan-not-covering": {
    en: "Run `{runId}` did not plan {count} of the {total} rows of the current plan (e.g. `{examples}`): the changelog or the configs changed since it ran.",
    zh: "\u8FD0\u884C `{runId}` \u672A\u5305\u542B\u5F53\u524D\u8BA1\u5212 {total} \u884C\u4E2D\u7684 {count} \u884C\uFF08\u4F8B\u5982 `{examples}`\uFF09\uFF1A\u8FD0\u884C\u4E4B\u540E changelog \u6216\u914D\u7F6E\u5DF2\u6539\u53D8\u3002"
  },
  "results-missing": {
    en: "{count} of the {total} rows have no result from their newest attempt in run `{runId}` (e.g. `{examples}`).",
    zh: "\u8FD0\u884C `{runId}` \u4E2D {total} \u884C\u91CC\u6709 {count} \u884C\u5728\u6700\u65B0\u4E00\u6B21\u5C1D\u8BD5\u4E2D\u6CA1\u6709\u7ED3\u679C\uFF08\u4F8B\u5982 `{examples}`\uFF09\u3002"
  },
  "merged-results-missing": {
    en: "Run `{runId}` has no merged results artifact `{artifact}` (missing or expired).",
    zh: "\u8FD0\u884C `{runId}` \u6CA1\u6709\u5408\u5E76\u7ED3\u679C\u4EA7\u7269 `{artifact}`\uFF08\u7F3A\u5931\u6216\u5DF2\u8FC7\u671F\uFF09\u3002"
  },
  "no-changelog-metadata": {
    en: "The plan of run `{runId}` carries no changelog metadata.",
    zh: "\u8FD0\u884C `{runId}` \u7684\u8BA1\u5212\u4E0D\u542B changelog \u5143\u6570\u636E\u3002"
  },
  "without-id": {
    en: "`{command}` without a run id is not accepted: automatic selection picked runs that benchmarked nothing or had no results. Post `/use <run_id>` with the id of the sweep run to reuse.",
    zh: "\u4E0D\u63A5\u53D7\u4E0D\u5E26\u8FD0\u884C id \u7684 `{command}`\uFF1A\u81EA\u52A8\u9009\u62E9\u66FE\u9009\u4E2D\u672A\u6D4B\u8BD5\u4EFB\u4F55\u5185\u5BB9\u6216\u6CA1\u6709\u7ED3\u679C\u7684\u8FD0\u884C\u3002\u8BF7\u53D1\u5E03 `/use <run_id>` \u5E76\u6307\u660E\u8981\u590D\u7528\u7684\u6D4B\u8BD5\u8FD0\u884C id\u3002"
  },
  "invalid-use": {
    en: "`{text}` is not a reuse command. Usage: `/use <run_id>` (or `/reuse-sweep-run <run_id>`), with the numeric id of the sweep run.",
    zh: "`{text}` \u4E0D\u662F\u6709\u6548\u7684\u590D\u7528\u547D\u4EE4\u3002\u7528\u6CD5\uFF1A`/use <run_id>`\uFF08\u6216 `/reuse-sweep-run <run_id>`\uFF09\uFF0C\u5176\u4E2D\u4E3A\u6D4B\u8BD5\u8FD0\u884C\u7684\u6570\u5B57 id\u3002"
  },
  "invalid-stage": {
    en: "Usage: `/stage-results` or `/stage-results <run-id>`.",
    zh: "\u7528\u6CD5\uFF1A`/stage-results` \u6216 `/stage-results <run-id>`\u3002"
  },
  "stage-pr-label": {
    en: "@{user} `/stage-results` requires a completed run from a PR using one of: {labels}.",
    zh: "@{user} `/stage-results` \u9700\u8981\u4E00\u4E2A\u6765\u81EA\u5E26\u6709\u4EE5\u4E0B\u6807\u7B7E\u4E4B\u4E00\u7684 PR \u7684\u5DF2\u5B8C\u6210\u8FD0\u884C\uFF1A{labels}\u3002"
  },
  "stage-no-run": {
    en: "This PR has no completed sweep run to stage; name one with `/stage-results <run-id>`, or wait for the sweep to finish.",
    zh: "\u6B64 PR \u6CA1\u6709\u53EF\u6682\u5B58\u7684\u5DF2\u5B8C\u6210\u6D4B\u8BD5\u8FD0\u884C\uFF1B\u8BF7\u7528 `/stage-results <run-id>` \u6307\u5B9A\uFF0C\u6216\u7B49\u5F85\u6D4B\u8BD5\u7ED3\u675F\u3002"
  },
  "no-current-plan": {
    en: "The PR head `{sha}` has no plan (its changelog does not pass the gate), so no run can stand for it yet.",
    zh: "PR \u5F53\u524D\u7248\u672C `{sha}` \u6CA1\u6709\u8BA1\u5212\uFF08\u5176 changelog \u672A\u901A\u8FC7\u68C0\u67E5\uFF09\uFF0C\u56E0\u6B64\u76EE\u524D\u6CA1\u6709\u8FD0\u884C\u53EF\u4EE5\u4EE3\u8868\u5B83\u3002"
  },
  "pr-not-open": {
    en: "PR #{pr} is not open; a reuse source is pinned before the merge.",
    zh: "PR #{pr} \u672A\u5904\u4E8E\u6253\u5F00\u72B6\u6001\uFF1B\u590D\u7528\u6765\u6E90\u9700\u5728\u5408\u5E76\u524D\u6307\u5B9A\u3002"
  },
  "no-pinned-source": {
    en: "PR #{pr} has no authorised `/use <run_id>` command naming a run.",
    zh: "PR #{pr} \u6CA1\u6709\u7ECF\u6388\u6743\u4E14\u6307\u660E\u8FD0\u884C\u7684 `/use <run_id>` \u547D\u4EE4\u3002"
  },
  "commit-no-pr": {
    en: "Commit `{sha}` is not associated with any pull request; nothing is published.",
    zh: "\u63D0\u4EA4 `{sha}` \u672A\u5173\u8054\u4EFB\u4F55 PR\uFF1B\u4E0D\u53D1\u5E03\u4EFB\u4F55\u5185\u5BB9\u3002"
  },
  "commit-several-prs": {
    en: "Commit `{sha}` is associated with {count} pull requests ({prs}); refusing to reuse artifacts.",
    zh: "\u63D0\u4EA4 `{sha}` \u5173\u8054\u4E86 {count} \u4E2A PR\uFF08{prs}\uFF09\uFF1B\u62D2\u7EDD\u590D\u7528\u4EA7\u7269\u3002"
  },
  "commit-pr-not-merged": {
    en: "PR #{pr} of commit `{sha}` is not merged; nothing is published.",
    zh: "\u63D0\u4EA4 `{sha}` \u5BF9\u5E94\u7684 PR #{pr} \u5C1A\u672A\u5408\u5E76\uFF1B\u4E0D\u53D1\u5E03\u4EFB\u4F55\u5185\u5BB9\u3002"
  },
  "commit-other-merge-sha": {
    en: "PR #{pr} was merged as `{mergeSha}`, not as the pushed commit `{sha}`; nothing is published.",
    zh: "PR #{pr} \u7684\u5408\u5E76\u63D0\u4EA4\u4E3A `{mergeSha}`\uFF0C\u800C\u4E0D\u662F\u63A8\u9001\u7684\u63D0\u4EA4 `{sha}`\uFF1B\u4E0D\u53D1\u5E03\u4EFB\u4F55\u5185\u5BB9\u3002"
  }
};
var reuseUiText = {
  "use-accepted": {
    en: "[Run {runId}]({url}) is the reuse source for `{sha}`: {rows} rows with results from their newest attempt. It is checked again on every push and published when the PR merges.",
    zh: "[\u8FD0\u884C {runId}]({url}) \u662F `{sha}` \u7684\u590D\u7528\u6765\u6E90\uFF1A{rows} \u884C\u5747\u6709\u6700\u65B0\u4E00\u6B21\u5C1D\u8BD5\u7684\u7ED3\u679C\u3002\u6BCF\u6B21\u63A8\u9001\u90FD\u4F1A\u91CD\u65B0\u68C0\u67E5\uFF0CPR \u5408\u5E76\u65F6\u53D1\u5E03\u3002"
  },
  "use-refused": {
    en: "Run `{runId}` cannot be the reuse source:",
    zh: "\u8FD0\u884C `{runId}` \u4E0D\u80FD\u4F5C\u4E3A\u590D\u7528\u6765\u6E90\uFF1A"
  },
  "command-refused": { en: "The command is not accepted:", zh: "\u547D\u4EE4\u672A\u88AB\u63A5\u53D7\uFF1A" },
  "status-source": {
    en: "Reuse source: [run {runId}]({url}), checked for `{sha}`.",
    zh: "\u590D\u7528\u6765\u6E90\uFF1A[\u8FD0\u884C {runId}]({url})\uFF0C\u5DF2\u9488\u5BF9 `{sha}` \u68C0\u67E5\u3002"
  },
  "status-source-invalid": {
    en: "Reuse source run `{runId}` no longer applies; nothing would be published at merge. Post `/use <run_id>` with a valid run:",
    zh: "\u590D\u7528\u6765\u6E90\u8FD0\u884C `{runId}` \u5DF2\u4E0D\u518D\u9002\u7528\uFF1B\u5408\u5E76\u65F6\u4E0D\u4F1A\u53D1\u5E03\u4EFB\u4F55\u5185\u5BB9\u3002\u8BF7\u7528\u6709\u6548\u7684\u8FD0\u884C\u53D1\u5E03 `/use <run_id>`\uFF1A"
  },
  "stage-ack": {
    en: "@{user} staging [run {runId}]({url}). Existing staged runs will be preserved; a completion link will be posted here.",
    zh: "@{user} \u6B63\u5728\u6682\u5B58[\u8FD0\u884C {runId}]({url})\u3002\u5DF2\u6682\u5B58\u7684\u8FD0\u884C\u4F1A\u4FDD\u7559\uFF1B\u5B8C\u6210\u540E\u4F1A\u5728\u6B64\u5904\u53D1\u5E03\u94FE\u63A5\u3002"
  },
  "stage-started": {
    en: "@{user} staging [run {runId}]({url}). The [staging workflow]({workflowUrl}) is now running\u2026",
    zh: "@{user} \u6B63\u5728\u6682\u5B58[\u8FD0\u884C {runId}]({url})\u3002[\u6682\u5B58\u5DE5\u4F5C\u6D41]({workflowUrl})\u6B63\u5728\u8FD0\u884C\u2026\u2026"
  },
  "stage-success": {
    en: "@{user} staged run {runId}: {link}. Staging the run again updates this link.",
    zh: "@{user} \u5DF2\u6682\u5B58\u8FD0\u884C {runId}\uFF1A{link}\u3002\u518D\u6B21\u6682\u5B58\u4F1A\u66F4\u65B0\u6B64\u94FE\u63A5\u3002"
  },
  "stage-failure": {
    en: "@{user} staging run {runId} failed. [Inspect the staging workflow]({workflowUrl}).",
    zh: "@{user} \u6682\u5B58\u8FD0\u884C {runId} \u5931\u8D25\u3002[\u67E5\u770B\u6682\u5B58\u5DE5\u4F5C\u6D41]({workflowUrl})\u3002"
  },
  "status-lookup-failed": {
    en: "The pinned reuse source could not be checked: {error}. No sweep was dispatched for this push; re-run this workflow once GitHub answers.",
    zh: "\u65E0\u6CD5\u68C0\u67E5\u5DF2\u6307\u5B9A\u7684\u590D\u7528\u6765\u6E90\uFF1A{error}\u3002\u672C\u6B21\u63A8\u9001\u672A\u6D3E\u53D1\u6D4B\u8BD5\uFF1B\u8BF7\u5728 GitHub \u6062\u590D\u54CD\u5E94\u540E\u91CD\u65B0\u8FD0\u884C\u6B64\u5DE5\u4F5C\u6D41\u3002"
  },
  "publish-done": {
    en: "Merge commit `{sha}` was already published (status `{context}`); nothing was sent again.",
    zh: "\u5408\u5E76\u63D0\u4EA4 `{sha}` \u5DF2\u53D1\u5E03\uFF08\u72B6\u6001 `{context}`\uFF09\uFF1B\u672A\u518D\u6B21\u53D1\u9001\u3002"
  },
  "publish-uncertain": {
    en: "An earlier run started publishing merge commit `{sha}` and did not record the outcome (status `{context}` is pending). Check `{repo}` for the ingestion before publishing again; nothing was sent.",
    zh: "\u4E4B\u524D\u7684\u8FD0\u884C\u5DF2\u5F00\u59CB\u53D1\u5E03\u5408\u5E76\u63D0\u4EA4 `{sha}`\uFF0C\u4F46\u672A\u8BB0\u5F55\u7ED3\u679C\uFF08\u72B6\u6001 `{context}` \u4ECD\u4E3A pending\uFF09\u3002\u518D\u6B21\u53D1\u5E03\u524D\u8BF7\u5148\u5728 `{repo}` \u4E2D\u68C0\u67E5\u662F\u5426\u5DF2\u63A5\u6536\uFF1B\u672C\u6B21\u672A\u53D1\u9001\u3002"
  },
  "publish-failed": {
    en: "Sending `{event}` to `{repo}` failed: {error}. It may or may not have arrived; check `{repo}` before publishing again.",
    zh: "\u5411 `{repo}` \u53D1\u9001 `{event}` \u5931\u8D25\uFF1A{error}\u3002\u5B83\u53EF\u80FD\u5DF2\u9001\u8FBE\u4E5F\u53EF\u80FD\u6CA1\u6709\uFF1B\u518D\u6B21\u53D1\u5E03\u524D\u8BF7\u5148\u68C0\u67E5 `{repo}`\u3002"
  },
  published: {
    en: "Published [run {runId}]({url}) of PR #{pr} to `{repo}` (`{event}`).",
    zh: "\u5DF2\u5C06 PR #{pr} \u7684[\u8FD0\u884C {runId}]({url})\u53D1\u5E03\u5230 `{repo}`\uFF08`{event}`\uFF09\u3002"
  }
};
var refusalLine = (r, lang) => fill(refusalText[r.code][lang], r.params, true);
var reuseText = (key, lang, params = {}) => fill(reuseUiText[key][lang], params, true);
function refusalReply(heading, refusals) {
  const side = (lang) => [
    reuseText(heading.key, lang, heading.params),
    "",
    ...refusals.map((r) => `- ${refusalLine(r, lang)}`)
  ].join("\n");
  return bilingual(side("en"), side("zh"));
}
var bilingualText = (key, params = {}) => bilingual(reuseText(key, "en", params), reuseText(key, "zh", params));
var bilingualRefusal = (r) => bilingual(refusalLine(r, "en"), refusalLine(r, "zh"));

// src/reuse/merged-pull.ts
var sameSha = (a, b) => a.toLowerCase() === b.toLowerCase();
function pullForCommit(sha, listing) {
  const numbers = [...new Set(listing.map((p) => p.number))].sort((a, b) => a - b);
  if (numbers.length === 0) return { ok: false, refusal: { code: "commit-no-pr", params: { sha } } };
  if (numbers.length > 1)
    return {
      ok: false,
      refusal: {
        code: "commit-several-prs",
        params: { sha, count: String(numbers.length), prs: numbers.map((n) => `#${n}`).join(", ") }
      }
    };
  return { ok: true, value: numbers[0] };
}
function confirmMergedPull(sha, pull2) {
  const pr = String(pull2.number);
  if (!pull2.merged) return { ok: false, refusal: { code: "commit-pr-not-merged", params: { sha, pr } } };
  if (!pull2.merge_commit_sha || !sameSha(pull2.merge_commit_sha, sha))
    return {
      ok: false,
      refusal: {
        code: "commit-other-merge-sha",
        params: { sha, pr, mergeSha: pull2.merge_commit_sha ?? "none" }
      }
    };
  return { ok: true, value: { number: pull2.number, headSha: pull2.head.sha, mergeSha: sha } };
}

// src/reuse/replies.ts
var sha12 = (s) => s.slice(0, 12);
function commandRefusal(cmd) {
  if (cmd.kind === "use-without-id") return { code: "without-id", params: { command: cmd.spelling } };
  if (cmd.kind === "invalid")
    return cmd.command === "/stage-results" ? { code: "invalid-stage", params: {} } : { code: "invalid-use", params: { text: cmd.text } };
  return void 0;
}
var commandReply = (r) => ({
  reaction: "-1",
  body: bilingualRefusal(r)
});
function reuseReply(runId, v) {
  if (!v.accepted)
    return {
      reaction: "-1",
      body: refusalReply({ key: "use-refused", params: { runId: String(runId) } }, v.refusals)
    };
  const s = v.source;
  return {
    reaction: "+1",
    body: bilingualText("use-accepted", {
      runId: String(s.runId),
      url: s.url ?? "",
      sha: sha12(s.headSha),
      rows: String(s.rows)
    })
  };
}
function reuseStatus(runId, v) {
  if (v.accepted) {
    const p = { runId: String(v.source.runId), url: v.source.url ?? "", sha: sha12(v.source.headSha) };
    return { en: reuseText("status-source", "en", p), zh: reuseText("status-source", "zh", p) };
  }
  const side = (lang) => [
    reuseText("status-source-invalid", lang, { runId: String(runId) }),
    ...v.refusals.map((r) => `- ${refusalLine(r, lang)}`)
  ].join("\n");
  return { en: side("en"), zh: side("zh") };
}
function stagingReply(runId, user, v) {
  if (!v.accepted) return { reaction: "-1", body: refusalReply({ key: "command-refused" }, v.refusals) };
  return {
    reaction: "+1",
    body: bilingualText("stage-ack", { user, runId: String(runId), url: v.staging.url ?? "" })
  };
}
function mergeFailure(refusals) {
  const commitOnly = refusals.length > 0 && refusals.every((r) => r.code.startsWith("commit-"));
  const head = commitOnly ? [] : [reasonText["push-needs-reuse"]];
  const side = (lang) => [
    ...head.map((t2) => t2[lang]),
    ...refusals.map(
      (r) => head.length || refusals.length > 1 ? `- ${refusalLine(r, lang)}` : refusalLine(r, lang)
    )
  ].join("\n");
  return bilingual(side("en"), side("zh"));
}

// src/reuse/results.ts
var MERGED_RESULTS_ARTIFACT = "results_bmk";
var RESULT = /^result-([0-9a-f]{16})-([1-9][0-9]*)$/;
function rowCoverage(rowIds, artifacts, jobs = []) {
  const results = /* @__PURE__ */ new Map();
  const newest = /* @__PURE__ */ new Map();
  const bump = (row, attempt) => newest.set(row, Math.max(newest.get(row) ?? 0, attempt));
  for (const a of artifacts) {
    const m = RESULT.exec(a.name);
    if (!m) continue;
    const attempt = Number(m[2]);
    const byAttempt = results.get(m[1]) ?? /* @__PURE__ */ new Map();
    byAttempt.set(attempt, (byAttempt.get(attempt) ?? false) || !a.expired);
    results.set(m[1], byAttempt);
    bump(m[1], attempt);
  }
  for (const j of jobs) {
    const row = j.name.split(" / ").at(-1).trim();
    if (/^[0-9a-f]{16}$/.test(row) && Number.isSafeInteger(j.attempt) && j.attempt > 0) bump(row, j.attempt);
  }
  const missing = [];
  const seen = /* @__PURE__ */ new Set();
  for (const row of rowIds) {
    if (seen.has(row)) continue;
    seen.add(row);
    const n = newest.get(row);
    if (n === void 0 || !results.get(row)?.get(n)) missing.push(row);
  }
  return { covered: seen.size - missing.length, missing };
}
function summarizePlan(json) {
  const parsed = PlanSchema.safeParse(json);
  if (!parsed.success) return void 0;
  const rowIds = [];
  const seen = /* @__PURE__ */ new Set();
  let agentic = false;
  for (const b of bucketsOf(parsed.data)) {
    const isAgentic = b.bucket.includes("agentic");
    for (const r of b.rows) {
      const id2 = rowIdOf(r);
      if (!seen.has(id2)) rowIds.push(id2);
      seen.add(id2);
      agentic ||= isAgentic || r["scenario-type"] === "agentic-coding";
    }
  }
  const meta = parsed.data.changelog_metadata;
  return { rowIds, changelogMetadata: Array.isArray(meta?.entries), agentic };
}

// src/reuse/source.ts
var USABLE_CONCLUSIONS = ["success", "failure", "cancelled"];
var SWEEP_EVENT = "workflow_dispatch";
var EXAMPLES = 3;
var workflowFile = (path) => path.replace(/@.*$/, "").split("/").at(-1) ?? "";
var sha122 = (s) => s.slice(0, 12);
function sweepOfPr(runId, prNumber, run2, settings, refusals) {
  const p = { runId: String(runId) };
  if (!run2) {
    refusals.push({ code: "run-not-found", params: p });
    return void 0;
  }
  if (workflowFile(run2.path) !== settings.sweepWorkflow)
    refusals.push({
      code: "not-sweep-workflow",
      params: { ...p, workflow: workflowFile(run2.path) || run2.path, expected: settings.sweepWorkflow }
    });
  if (run2.event !== SWEEP_EVENT)
    refusals.push({ code: "not-dispatched", params: { ...p, event: run2.event } });
  if (run2.status !== "completed")
    refusals.push({ code: "not-completed", params: { ...p, status: run2.status } });
  else if (!USABLE_CONCLUSIONS.includes(run2.conclusion ?? ""))
    refusals.push({ code: "conclusion", params: { ...p, conclusion: String(run2.conclusion) } });
  const id2 = parseSweepRunName(run2.name);
  if (!id2) {
    refusals.push({ code: "not-a-pr-sweep", params: { ...p, title: run2.name } });
    return void 0;
  }
  if (id2.pr !== prNumber) {
    refusals.push({ code: "other-pr", params: { ...p, other: String(id2.pr), pr: String(prNumber) } });
    return void 0;
  }
  return { pr: id2.pr, headSha: id2.headSha };
}
function labelChecks(runId, run2, labels, policy, blocking, refusals) {
  const p = { runId: String(runId) };
  const at = labelsAtCreation(labels, run2.createdAt);
  if (!at) {
    refusals.push({ code: "labels-unknown", params: p });
    return;
  }
  const blocked = blocking ? reuseBlockingLabels(policy, at) : [];
  if (blocked.length) refusals.push({ code: "blocking-labels", params: { ...p, labels: codes(blocked) } });
  if (fullSweepPrimaries(policy, at).length === 0)
    refusals.push({ code: "not-full-sweep", params: { ...p, labels: codes(fullSweepLabelNames(policy)) } });
}
var codes = (xs) => xs.map((x) => `\`${x}\``).join(", ");
function planRefusal(runId, plan) {
  const p = { runId: String(runId) };
  if (plan === "missing") return { code: "plan-missing", params: p };
  if (plan === "expired") return { code: "plan-expired", params: p };
  if (plan === "unreadable") return { code: "plan-unreadable", params: p };
  return void 0;
}
function mergedResults(runId, artifacts) {
  const ok = artifacts.some((a) => a.name === MERGED_RESULTS_ARTIFACT && !a.expired);
  return ok ? void 0 : { code: "merged-results-missing", params: { runId: String(runId), artifact: MERGED_RESULTS_ARTIFACT } };
}
function validateReuseSource(req, ev, settings) {
  const policy = settings.policy ?? defaultPolicy;
  const refusals = [];
  const p = { runId: String(req.runId) };
  const id2 = sweepOfPr(req.runId, req.pr.number, ev.run, settings, refusals);
  if (!id2 || !ev.run) return { accepted: false, refusals };
  const run2 = ev.run;
  if (!req.pr.headSha.toLowerCase().startsWith(id2.headSha.toLowerCase()))
    refusals.push({
      code: "head-moved",
      params: { ...p, runSha: sha122(id2.headSha), headSha: sha122(req.pr.headSha) }
    });
  labelChecks(req.runId, run2, ev.labels, policy, true, refusals);
  const rows = [...new Set(req.currentPlanRowIds)];
  const planProblem = planRefusal(req.runId, ev.plan);
  if (planProblem) refusals.push(planProblem);
  else if (typeof ev.plan === "object") {
    const planned = new Set(ev.plan.rowIds);
    const absent = rows.filter((r) => !planned.has(r));
    if (absent.length)
      refusals.push({ code: "plan-not-covering", params: { ...p, ...counted(absent, rows.length) } });
  }
  const merged = mergedResults(req.runId, ev.artifacts);
  if (merged) refusals.push(merged);
  const coverage = rowCoverage(rows, ev.artifacts, ev.jobs);
  if (coverage.missing.length)
    refusals.push({ code: "results-missing", params: { ...p, ...counted(coverage.missing, rows.length) } });
  if (refusals.length) return { accepted: false, refusals };
  return {
    accepted: true,
    source: {
      runId: run2.id,
      attempt: run2.attempt,
      headSha: req.pr.headSha,
      conclusion: run2.conclusion,
      rows: rows.length,
      createdAt: run2.createdAt,
      ...run2.htmlUrl ? { url: run2.htmlUrl } : {}
    }
  };
}
var counted = (missing, total) => ({
  count: String(missing.length),
  total: String(total),
  examples: missing.slice(0, EXAMPLES).join("`, `")
});
function validateStagingSource(req, ev, settings) {
  const policy = settings.policy ?? defaultPolicy;
  const refusals = [];
  const p = { runId: String(req.runId) };
  if (fullSweepPrimaries(policy, req.pr.labels).length === 0)
    refusals.push({
      code: "stage-pr-label",
      params: { user: req.user, labels: codes(fullSweepLabelNames(policy)) }
    });
  const id2 = sweepOfPr(req.runId, req.pr.number, ev.run, settings, refusals);
  if (!id2 || !ev.run) return { accepted: false, refusals };
  const run2 = ev.run;
  labelChecks(req.runId, run2, ev.labels, policy, false, refusals);
  const planProblem = planRefusal(req.runId, ev.plan);
  if (planProblem) refusals.push(planProblem);
  else if (typeof ev.plan === "object" && !ev.plan.changelogMetadata)
    refusals.push({ code: "no-changelog-metadata", params: p });
  const merged = mergedResults(req.runId, ev.artifacts);
  if (merged) refusals.push(merged);
  const date = new Date(Date.parse(run2.createdAt));
  if (Number.isNaN(date.getTime()) && !refusals.some((r) => r.code === "labels-unknown"))
    refusals.push({ code: "labels-unknown", params: p });
  if (refusals.length) return { accepted: false, refusals };
  return {
    accepted: true,
    staging: {
      runId: run2.id,
      attempt: run2.attempt,
      runDate: date.toISOString().slice(0, 10),
      ...run2.htmlUrl ? { url: run2.htmlUrl } : {}
    }
  };
}
function pickStagingRun(runs, prNumber, settings) {
  const time = (r) => Date.parse(r.createdAt) || 0;
  return runs.filter(
    (r) => workflowFile(r.path) === settings.sweepWorkflow && r.event === SWEEP_EVENT && r.status === "completed" && USABLE_CONCLUSIONS.includes(r.conclusion ?? "") && parseSweepRunName(r.name)?.pr === prNumber
  ).sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
}

// src/reuse/staging.ts
var STAGING_STARTED_EVENT = "stage-results-started";
var STAGING_COMPLETED_EVENT = "stage-results-completed";
var digits = union([string().regex(/^[1-9][0-9]{0,15}$/), int().positive()]).transform(Number);
var https = string().regex(/^https:\/\/[^\s]+$/, "must be an https URL");
var Callback = object({
  "dashboard-repository": string(),
  "source-repository": string(),
  "pr-number": digits,
  "run-id": digits,
  "run-date": string().regex(/^\d{4}-\d{2}-\d{2}$/),
  "requested-by": string().regex(/^[A-Za-z0-9-]+(\[bot\])?$/),
  "comment-id": digits.optional(),
  "workflow-url": https,
  /** Completed callbacks only. */
  status: _enum(["success", "failure"]).optional(),
  /** Where the staged run can be seen; built from the staging site when absent. */
  "staged-url": https.optional()
});
function parseStagingCallback(event, ctx) {
  if (event.action !== STAGING_STARTED_EVENT && event.action !== STAGING_COMPLETED_EVENT)
    return { ok: false, error: `repository_dispatch ${event.action} is not a staging callback` };
  const r = Callback.safeParse(event.client_payload);
  if (!r.success) {
    const i = r.error.issues[0];
    return { ok: false, error: `staging callback: ${i.path.join(".") || "payload"}: ${i.message}` };
  }
  const p = r.data;
  if (p["dashboard-repository"] !== ctx.dashboardRepo)
    return {
      ok: false,
      error: `staging callback from '${p["dashboard-repository"]}' ignored: only ${ctx.dashboardRepo} reports staging`
    };
  if (p["source-repository"] !== ctx.repository)
    return {
      ok: false,
      error: `staging callback for '${p["source-repository"]}' ignored: this is ${ctx.repository}`
    };
  const started = event.action === STAGING_STARTED_EVENT;
  if (!started && !p.status)
    return { ok: false, error: "staging callback: a completed callback needs a status" };
  return {
    ok: true,
    callback: {
      kind: started ? "started" : p.status,
      prNumber: p["pr-number"],
      runId: p["run-id"],
      runDate: p["run-date"],
      user: p["requested-by"],
      workflowUrl: p["workflow-url"],
      ...p["comment-id"] !== void 0 ? { commentId: p["comment-id"] } : {},
      ...p["staged-url"] ? { stagedUrl: p["staged-url"] } : {}
    }
  };
}
var stagedLink = (site, runDate, runId) => `${site.replace(/\/+$/, "")}/inference?i_dates=${runDate}~r${runId}`;
function stagingCallbackComment(cb, opts) {
  const params = {
    user: cb.user,
    runId: String(cb.runId),
    url: opts.runUrl,
    workflowUrl: cb.workflowUrl,
    link: cb.stagedUrl ?? stagedLink(opts.stagingSite, cb.runDate, cb.runId)
  };
  const key = cb.kind === "started" ? "stage-started" : cb.kind === "success" ? "stage-success" : "stage-failure";
  const side = (lang) => reuseText(key, lang, params);
  const body = bilingual(side("en"), side("zh"));
  return cb.commentId !== void 0 ? { action: "edit", commentId: cb.commentId, body } : { action: "create", body };
}

// src/action/reuse-source.ts
var ReuseLookupError = class extends Error {
  constructor(what, cause) {
    super(`${what}: ${cause.message}`, { cause });
  }
};
var wrap = async (what, f) => {
  try {
    return await f();
  } catch (e) {
    throw e instanceof ReuseLookupError ? e : new ReuseLookupError(what, e);
  }
};
function modeForLabels(labels, policy) {
  return decide(
    {
      event: "pull_request",
      action: "synchronize",
      pr: {
        number: 0,
        labels,
        draft: false,
        fork: false,
        headSha: "",
        headCommitMessage: "",
        state: "open",
        merged: false,
        mergeSha: null
      }
    },
    policy
  ).mode;
}
async function findPinned(deps, pr) {
  return wrap(`reading the reuse commands of PR #${pr}`, async () => {
    const comments = await deps.port.listComments(pr);
    const auth2 = authorizer(deps.port);
    const commands = reuseCommandsNewestFirst(
      comments.map((c) => ({
        id: c.id,
        body: c.body,
        author: c.user,
        authorType: c.userType,
        createdAt: c.createdAt
      }))
    );
    for (const c of commands) {
      const who = await auth2(c.author);
      if (who.error) throw new Error(`permission of @${c.author}: ${who.error}`);
      if (who.allowed) return c;
    }
    return void 0;
  });
}
async function planOf(deps, title) {
  const id2 = parseSweepRunName(title);
  if (!id2) return "missing";
  const found = await deps.port.findArtifacts(planArtifactName(id2.headSha, id2.planKey));
  if (!found.length) return "missing";
  const live = found.find((a) => !a.expired);
  if (!live) return "expired";
  let text;
  try {
    text = await deps.port.readArtifactFile(live.id, PLAN_FILE);
  } catch (e) {
    const status = e instanceof GitHubError ? e.status : 0;
    if (status === 404 || status === 410) return "expired";
    throw e;
  }
  if (text === void 0) return "unreadable";
  try {
    return summarizePlan(JSON.parse(text)) ?? "unreadable";
  } catch {
    return "unreadable";
  }
}
async function gatherEvidence(deps, runId, pr) {
  return wrap(`reading run ${runId}`, async () => {
    const r = await deps.port.getRun(runId);
    if (!r) return { run: null, plan: "missing", artifacts: [], labels: {} };
    const run2 = {
      id: r.id,
      path: r.path,
      event: r.event,
      status: r.status,
      conclusion: r.conclusion,
      createdAt: r.createdAt,
      name: r.displayTitle,
      attempt: r.attempt,
      htmlUrl: r.htmlUrl
    };
    const [artifacts, jobs, timeline, plan] = await Promise.all([
      deps.port.listRunArtifacts(runId),
      deps.port.listRunJobs(runId),
      deps.port.listLabelEvents(pr),
      planOf(deps, r.displayTitle)
    ]);
    return {
      run: run2,
      plan,
      artifacts: artifacts.map((a) => ({ name: a.name, expired: a.expired })),
      jobs: jobs.map((j) => ({ name: j.name, attempt: j.attempt })),
      labels: { timeline }
    };
  });
}
async function currentPlan(ctx, deps, req) {
  const mode = modeForLabels(req.labels, ctx.inputs.settings.labels);
  const result = await deps.pipeline({
    prNumber: req.pr,
    baseSha: req.baseSha,
    headSha: req.headSha,
    labels: req.labels,
    ...mode ? { mode } : {},
    runId: String(ctx.runId),
    runAttempt: ctx.runAttempt,
    strict: ctx.inputs.strict
  });
  return result.plan ? planFacts(result.plan) : void 0;
}
function planFacts(plan) {
  const s = summarizePlan(plan);
  if (!s) return void 0;
  const meta = plan.changelog_metadata;
  return { rowIds: s.rowIds, agentic: s.agentic, entries: meta?.entries ?? [], plan };
}
async function validatePinned(ctx, deps, req) {
  const evidence = await gatherEvidence(deps, req.runId, req.pr);
  const verdict = validateReuseSource(
    { runId: req.runId, pr: { number: req.pr, headSha: req.headSha }, currentPlanRowIds: req.rowIds },
    evidence,
    { sweepWorkflow: ctx.inputs.sweepWorkflow, policy: ctx.inputs.settings.labels }
  );
  return { ...verdict, evidence };
}

// src/action/handlers/reuse.ts
var nothing = { cancelled: [], failed: false };
var mention = (user, body) => `@${user} ${body}`;
async function refuseCommand(deps, c, body, failed = false) {
  await react(deps, c.commentId, "-1");
  await safe(deps, () => deps.port.createComment(c.number, mention(c.author, body)));
  return { ...nothing, failed };
}
async function authoriseCommand(deps, c) {
  const who = await authorizer(deps.port)(c.author);
  if (who.allowed) return void 0;
  const params = { user: `@${who.user}`, permission: who.permission, role: who.roleName };
  const text = reasonText["command-unauthorised"];
  if (who.error) deps.warn(`permission lookup for @${c.author} failed: ${who.error}`);
  return refuseCommand(
    deps,
    c,
    bilingual(fill(text.en, params), fill(text.zh, params)).replace(/^@\S+ /, "")
  );
}
async function onUseCommand(ctx, deps, c, command) {
  const denied = await authoriseCommand(deps, c);
  if (denied) return denied;
  const refusal = commandRefusal(command);
  if (refusal) return refuseCommand(deps, c, commandReply(refusal).body);
  if (command.kind !== "use") return nothing;
  const runId = command.runId;
  try {
    const pr = await deps.port.getPull(c.number);
    if (pr.state !== "open")
      return refuseCommand(
        deps,
        c,
        refusalReply({ key: "use-refused", params: { runId: String(runId) } }, [
          { code: "pr-not-open", params: { pr: String(pr.number) } }
        ])
      );
    const plan = await currentPlan(ctx, deps, {
      pr: pr.number,
      baseSha: pr.baseSha,
      headSha: pr.headSha,
      labels: pr.labels
    });
    if (!plan)
      return refuseCommand(
        deps,
        c,
        refusalReply({ key: "use-refused", params: { runId: String(runId) } }, [
          { code: "no-current-plan", params: { sha: pr.headSha.slice(0, 12) } }
        ])
      );
    const verdict = await validatePinned(ctx, deps, {
      runId,
      pr: pr.number,
      headSha: pr.headSha,
      rowIds: plan.rowIds
    });
    const reply2 = reuseReply(runId, verdict);
    await react(deps, c.commentId, reply2.reaction);
    await safe(deps, () => deps.port.createComment(c.number, mention(c.author, reply2.body)));
    await showInStatus(deps, pr, runId, verdict);
    deps.setOutput("reuse-run-id", verdict.accepted ? String(runId) : "");
    return nothing;
  } catch (e) {
    if (!(e instanceof ReuseLookupError)) throw e;
    const text = (lang) => reuseText("status-lookup-failed", lang, { error: e.message });
    deps.annotate(diag("error", "RU-4", text("en")));
    return refuseCommand(deps, c, bilingual(text("en"), text("zh")), true);
  }
}
var SECTION_START = "<!-- sweep-reuse-source -->";
var SECTION_END = "<!-- /sweep-reuse-source -->";
async function showInStatus(deps, pr, runId, verdict) {
  await safe(deps, async () => {
    const status = (await deps.port.listComments(pr.number)).find((c) => c.body.includes(statusMarker));
    if (!status) return;
    const line = reuseStatus(runId, verdict);
    const section4 = `${SECTION_START}
${bilingual(line.en, line.zh)}
${SECTION_END}`;
    const kept = status.body.replace(new RegExp(`\\n*${SECTION_START}[\\s\\S]*?${SECTION_END}`), "");
    await deps.port.updateComment(status.id, `${kept}

${section4}`);
  });
}
function reuseOnPush(ctx, deps, pr, input) {
  return async (d, plan) => {
    try {
      const pinned = await findPinned(deps, pr.number);
      if (!pinned) return { decision: d };
      if (pinned.command.kind !== "use") {
        const r = { code: "no-pinned-source", params: { pr: String(pr.number) } };
        return { decision: d, status: { en: refusalLine(r, "en"), zh: refusalLine(r, "zh") } };
      }
      const runId = pinned.command.runId;
      const facts = plan ? planFacts(plan) : void 0;
      if (!facts) return { decision: d };
      const verdict = await validatePinned(ctx, deps, {
        runId,
        pr: pr.number,
        headSha: pr.headSha,
        rowIds: facts.rowIds
      });
      const status = reuseStatus(runId, verdict);
      if (!verdict.accepted) return { decision: d, status };
      return {
        decision: applyGate(decide({ ...input, reuse: { runId } }, ctx.inputs.settings.labels), "pass"),
        status
      };
    } catch (e) {
      if (!(e instanceof ReuseLookupError)) throw e;
      const text = (lang) => reuseText("status-lookup-failed", lang, { error: e.message });
      deps.annotate(diag("error", "RU-4", text("en")));
      const held = { ...d, verdict: "validate", cancelInFlight: true };
      delete held.mode;
      return { decision: held, status: { en: text("en"), zh: text("zh") }, failed: true };
    }
  };
}

// src/action/handlers/stage.ts
var nothing2 = { cancelled: [], failed: false };
async function onStageCommand(ctx, deps, c, command) {
  const denied = await authoriseCommand(deps, c);
  if (denied) return denied;
  const refusal = commandRefusal(command);
  if (refusal) return refuseCommand(deps, c, commandReply(refusal).body);
  if (command.kind !== "stage-results") return nothing2;
  const settings = { sweepWorkflow: ctx.inputs.sweepWorkflow, policy: ctx.inputs.settings.labels };
  try {
    const pr = await deps.port.getPull(c.number);
    let runId = command.runId;
    if (runId === void 0) {
      const runs = await deps.port.listWorkflowRuns(ctx.inputs.sweepWorkflow, ["completed"]);
      const picked = pickStagingRun(
        runs.map((r) => ({
          id: r.id,
          path: `.github/workflows/${ctx.inputs.sweepWorkflow}`,
          event: r.event,
          status: r.status,
          conclusion: r.conclusion,
          createdAt: r.createdAt,
          name: r.displayTitle,
          attempt: 1
        })),
        pr.number,
        settings
      );
      if (!picked)
        return refuseCommand(
          deps,
          c,
          refusalReply({ key: "command-refused" }, [{ code: "stage-no-run", params: {} }])
        );
      runId = picked.id;
    }
    const evidence = await gatherEvidence(deps, runId, pr.number);
    const verdict = validateStagingSource(
      { runId, pr: { number: pr.number, labels: pr.labels }, user: c.author },
      evidence,
      settings
    );
    const reply2 = stagingReply(runId, c.author, verdict);
    if (!verdict.accepted) return refuseCommand(deps, c, reply2.body);
    const ack = await deps.port.createComment(c.number, reply2.body);
    const built = stagingDispatch({
      dashboardRepo: ctx.inputs.dashboardRepo,
      sourceRepository: `${deps.port.repo.owner}/${deps.port.repo.repo}`,
      prNumber: pr.number,
      staging: verdict.staging,
      requestedBy: c.author,
      commentId: ack.id
    });
    const failure = built.ok ? await send(deps, built.dispatch) : built.error;
    if (failure !== void 0) {
      const params = { event: "stage-results", repo: ctx.inputs.dashboardRepo, error: failure };
      const text = (lang) => reuseText("publish-failed", lang, params);
      deps.annotate(diag("error", "STG-1", text("en")));
      await safe(
        deps,
        () => deps.port.updateComment(ack.id, `@${c.author} ${bilingual(text("en"), text("zh"))}`)
      );
      await react(deps, c.commentId, "-1");
      return { ...nothing2, failed: true };
    }
    await react(deps, c.commentId, "+1");
    deps.setOutput("staging-comment-id", String(ack.id));
    return nothing2;
  } catch (e) {
    if (!(e instanceof ReuseLookupError)) throw e;
    const text = (lang) => reuseText("status-lookup-failed", lang, { error: e.message });
    deps.annotate(diag("error", "STG-1", text("en")));
    return refuseCommand(deps, c, bilingual(text("en"), text("zh")), true);
  }
}
async function send(deps, d) {
  try {
    await deps.port.repositoryDispatch(`${d.owner}/${d.repo}`, d.event_type, d.client_payload);
    return void 0;
  } catch (e) {
    return e.message.split("\n")[0].slice(0, 300);
  }
}
async function onRepositoryDispatch(ctx, deps) {
  const { payload } = ctx;
  const parsed = parseStagingCallback(
    { action: String(payload.action ?? ""), client_payload: payload.client_payload },
    { repository: `${deps.port.repo.owner}/${deps.port.repo.repo}`, dashboardRepo: ctx.inputs.dashboardRepo }
  );
  if (!parsed.ok) {
    deps.warn(parsed.error);
    return nothing2;
  }
  let cb = parsed.callback;
  if (!ctx.inputs.stagingSite && !cb.stagedUrl) cb = { ...cb, stagedUrl: cb.workflowUrl };
  const out = stagingCallbackComment(cb, {
    runUrl: repoUrl(ctx, deps, `actions/runs/${cb.runId}`),
    stagingSite: ctx.inputs.stagingSite
  });
  if (out.action === "edit") await deps.port.updateComment(out.commentId, out.body);
  else await deps.port.createComment(cb.prNumber, out.body);
  deps.log(
    `staging callback ${payload.action} for run ${cb.runId}: comment ${out.action === "edit" ? out.commentId : "created"}`
  );
  return nothing2;
}

// src/action/handlers/pull.ts
function prState(pr, message) {
  return {
    number: pr.number,
    labels: pr.labels,
    draft: pr.draft,
    fork: pr.headRepo !== pr.baseRepo,
    headSha: pr.headSha,
    headCommitMessage: message,
    state: pr.state,
    merged: pr.merged,
    mergeSha: pr.mergeSha
  };
}
async function onPull(ctx, deps) {
  const { payload } = ctx;
  const number2 = Number(payload.pull_request?.number ?? payload.number);
  const action = String(payload.action ?? "");
  const changedLabel = payload.label?.name;
  const early = decide(
    {
      event: ctx.eventName,
      action,
      ...changedLabel !== void 0 ? { changedLabel } : {},
      pr: payloadPr(payload)
    },
    ctx.inputs.settings.labels
  );
  if (early.verdict === "nothing" && !early.refreshStatus) return finish2(ctx, deps, number2, early, {});
  const eventHead = String(payload.pull_request?.head?.sha ?? "");
  if (action === "closed") {
    try {
      const cancelled = await cancelInFlight(deps, ctx.inputs.sweepWorkflow, number2);
      return finish2(ctx, deps, number2, early, { cancelled, cancelWhy: "closed", headSha: eventHead });
    } catch (e) {
      const f = failedCall(e instanceof RunCallError ? e.cause : e);
      return finish2(ctx, deps, number2, early, {
        headSha: eventHead,
        failure: { failed: f, meaning: "cancel-failed" }
      });
    }
  }
  let pr;
  let message;
  try {
    pr = await deps.port.getPull(number2);
    message = await deps.port.getCommitMessage(pr.headSha);
  } catch (e) {
    return finish2(ctx, deps, number2, early, {
      headSha: eventHead,
      failure: { failed: failedCall(e), meaning: "not-dispatched" }
    });
  }
  const auth2 = authorizer(deps.port);
  const sender = String(payload.sender?.login ?? "");
  const forkApproval = pr.headRepo !== pr.baseRepo && action === "labeled";
  const who = forkApproval ? await auth2(sender) : void 0;
  const input = {
    event: ctx.eventName,
    action,
    ...changedLabel !== void 0 ? { changedLabel } : {},
    pr: prState(pr, message),
    eventHeadSha: String(payload.pull_request?.head?.sha ?? pr.headSha),
    ...who ? { actorAuthorised: who.allowed } : {}
  };
  return act(
    ctx,
    deps,
    pr,
    decide(input, ctx.inputs.settings.labels),
    who,
    reuseOnPush(ctx, deps, pr, input)
  );
}
function payloadPr(payload) {
  const p = payload.pull_request ?? {};
  return {
    number: Number(p.number ?? 0),
    labels: (p.labels ?? []).map((l) => l.name),
    draft: !!p.draft,
    fork: (p.head?.repo?.full_name ?? "") !== (p.base?.repo?.full_name ?? ""),
    headSha: String(p.head?.sha ?? ""),
    headCommitMessage: "",
    state: p.state === "closed" ? "closed" : "open",
    merged: !!p.merged,
    mergeSha: p.merge_commit_sha ?? null
  };
}

// src/action/reply-once.ts
var replyMarker = (user) => `<!-- sweep-reply-to: ${user.toLowerCase()} -->`;
async function replyOnce(port, pr, user, body, bot) {
  const marker = replyMarker(user);
  const text = `${body.replace(/\n*$/, "\n")}${marker}
`;
  let existing;
  try {
    existing = (await port.listComments(pr)).find((c) => c.user === bot && c.body.includes(marker));
  } catch {
    return "skipped";
  }
  if (!existing) {
    await port.createComment(pr, text);
    return "created";
  }
  if (existing.body === text) return "kept";
  await port.updateComment(existing.id, text);
  return "updated";
}

// src/action/handlers/comment.ts
async function onComment(ctx, deps) {
  const { payload } = ctx;
  if (!payload.issue?.pull_request) return { cancelled: [], failed: false };
  if (payload.action !== "created" && payload.action !== "edited") return { cancelled: [], failed: false };
  const body = String(payload.comment?.body ?? "");
  const command = parseCommand(body);
  const author = String(payload.comment?.user?.login ?? "");
  const reuse = parseReuseCommand(body);
  if (!command && !reuse || payload.comment?.user?.type === "Bot") return { cancelled: [], failed: false };
  const number2 = Number(payload.issue.number);
  const commentId = Number(payload.comment.id);
  if (payload.action === "edited") await clearBotReactions(ctx, deps, commentId);
  if (reuse && (!command || reuse.line > lastSweepCommandLine(body))) {
    const c = { number: number2, commentId, author };
    return reuse.command.kind === "stage-results" || reuse.command.kind === "invalid" && reuse.command.command === "/stage-results" ? onStageCommand(ctx, deps, c, reuse.command) : onUseCommand(ctx, deps, c, reuse.command);
  }
  if (!command) return { cancelled: [], failed: false };
  const who = await authorizer(deps.port)(author);
  if (!who.allowed) {
    const d = decide(
      {
        event: "issue_comment",
        action: "created",
        pr: payloadPr({}),
        command,
        actorAuthorised: false
      },
      ctx.inputs.settings.labels
    );
    await refuse(ctx, deps, number2, commentId, d, who);
    return finish2(ctx, deps, number2, d, { params: refusalParams(who) });
  }
  const pr = await deps.port.getPull(number2);
  const message = await deps.port.getCommitMessage(pr.headSha);
  const decision = decide(
    {
      event: "issue_comment",
      action: "created",
      pr: prState(pr, message),
      command,
      actorAuthorised: true
    },
    ctx.inputs.settings.labels
  );
  if (decision.verdict === "refuse") {
    await refuse(ctx, deps, number2, commentId, decision, who);
    return finish2(ctx, deps, number2, decision, { headSha: pr.headSha, params: refusalParams(who) });
  }
  if (decision.verdict === "rerun-failed") {
    const runs = (await deps.port.listWorkflowRuns(ctx.inputs.sweepWorkflow, ["failure", "cancelled"])).filter((r) => parseSweepRunName(r.displayTitle)?.pr === number2).sort((a, b) => b.id - a.id);
    const latest = runs[0];
    if (!latest) {
      await safe(
        deps,
        () => deps.port.createComment(number2, reply(author, t("noFailedRun", "en"), t("noFailedRun", "zh")))
      );
      await react(deps, commentId, "-1");
      return finish2(ctx, deps, number2, decision, { headSha: pr.headSha });
    }
    try {
      await deps.port.rerunFailedJobs(latest.id);
    } catch (e) {
      await callFailed(
        ctx,
        deps,
        { number: number2, commentId, author },
        "rerunFailed",
        new RunCallError(latest.id, e)
      );
      return { ...await finish2(ctx, deps, number2, decision, { headSha: pr.headSha }), failed: true };
    }
    await react(deps, commentId, "+1");
    deps.setOutput("run-id", String(latest.id));
    return finish2(ctx, deps, number2, decision, { headSha: pr.headSha });
  }
  let result;
  try {
    result = await act(ctx, deps, pr, decision, who);
  } catch (e) {
    if (!(e instanceof RunCallError)) throw e;
    await callFailed(ctx, deps, { number: number2, commentId, author }, "cancelFailed", e);
    return { ...await finish2(ctx, deps, number2, decision, { headSha: pr.headSha }), failed: true };
  }
  await react(deps, commentId, result.failed ? "-1" : "+1");
  return result;
}
var refusalParams = (who) => ({
  user: who.user,
  permission: who.permission,
  role: who.roleName
});
async function refuse(ctx, deps, pr, commentId, d, who) {
  await react(deps, commentId, "-1");
  const params = refusalParams(who);
  const en = d.reasons.map((r) => fill(reasonText[r.code].en, { ...r.params, ...params })).join("\n");
  const zh = d.reasons.map((r) => fill(reasonText[r.code].zh, { ...r.params, ...params })).join("\n");
  await safe(deps, async () => {
    const out = await replyOnce(
      deps.port,
      pr,
      who.user,
      reply(who.user, en, zh),
      ctx.inputs.settings.botLogin
    );
    deps.log(`refusal reply to ${who.user}: ${out}`);
  });
}
async function callFailed(ctx, deps, c, key, e) {
  const error = e.message.split("\n")[0].slice(0, 300);
  const params = { run: String(e.runId), url: repoUrl(ctx, deps, `actions/runs/${e.runId}`), error };
  const text = (lang) => t(key, lang, params);
  deps.annotate(diag("error", "CM-3", text("en")));
  await react(deps, c.commentId, "-1");
  await safe(deps, () => deps.port.createComment(c.number, reply(c.author, text("en"), text("zh"))));
}
var lastSweepCommandLine = (body) => body.split(/\r?\n/).reduce((at, line, i) => /^\/(?:sweep|approve)(?:\s|$)/.test(line.trim()) ? i : at, -1);
var reply = (user, en, zh) => bilingual(`@${user} ${en}`, zh);
async function clearBotReactions(ctx, deps, commentId) {
  await safe(deps, async () => {
    for (const r of await deps.port.listReactions(commentId))
      if (r.user === ctx.inputs.settings.botLogin) await deps.port.deleteReaction(commentId, r.id);
  });
}

// src/action/handlers/dispatch.ts
var LOOKS = [1, 2, 4, 8, 16];
async function performDispatch(ctx, deps) {
  const req = deps.loadRequest();
  if (!req) {
    deps.log("no dispatch request: the planning step decided not to dispatch");
    return { cancelled: [], failed: false };
  }
  const url = (id2) => repoUrl(ctx, deps, `actions/runs/${id2}`);
  let cancelled = [];
  let run2;
  let failure;
  let fresh = false;
  try {
    const inFlight = req.pr !== null ? await sweepRuns(deps, req.workflow, req.pr) : [];
    const same = inFlight.filter((r) => r.key === req.key);
    if (same.length && !req.restart) {
      const live = same[0];
      deps.log(`plan ${req.key.slice(0, 12)} is already in flight (run ${live.id}); nothing to dispatch`);
      run2 = { ...link(live, url), adopted: true };
      cancelled = await cancelRuns(
        deps,
        [...inFlight.filter((r) => r.key !== req.key), ...same.slice(1)].map((r) => r.id)
      );
    } else {
      cancelled = await cancelRuns(
        deps,
        inFlight.map((r) => r.id)
      );
      fresh = true;
    }
  } catch (e) {
    const f = failedCall(e instanceof RunCallError ? e.cause : e);
    failure = { failed: f, meaning: e instanceof RunCallError ? "cancel-failed" : "not-dispatched" };
  }
  if (fresh) {
    const out = await dispatchOnce(deps, req, url, deps.backoffMs ?? 1e3);
    if ("failure" in out) failure = out.failure;
    else if ("run" in out) run2 = out.run;
  }
  deps.setOutput("plan-key", req.key);
  if (run2) deps.setOutput("run-id", String(run2.id));
  if (failure) deps.annotate(diag("error", "WF-1", failureLine(failure.failed)));
  if (fresh && run2 && req.approvedSha && req.pr !== null) {
    const text = (lang) => t("approvedDispatch", lang, { url: run2.url, sha: req.approvedSha });
    await safe(deps, () => deps.port.createComment(req.pr, bilingual(text("en"), text("zh"))));
  }
  let statusFailed;
  if (req.status && req.pr !== null) {
    const { dispatchPending: _pending, sweep: _planned, ...model } = req.status;
    void _pending;
    void _planned;
    const sweep = sweepState({
      verdict: model.decision.verdict,
      ...run2 ? { run: run2 } : {},
      ...failure ? { failure } : {},
      ...cancelled.length ? { cancelled: { runs: cancelled.map((id2) => ({ id: id2, url: url(id2) })), why: "new-plan" } } : {}
    });
    const full = {
      ...model,
      ...run2 ? { dispatched: { runId: run2.id, htmlUrl: run2.url } } : {},
      ...failure ? { dispatchFailed: failureLine(failure.failed) } : {},
      ...cancelled.length ? { cancelled: [...model.cancelled ?? [], ...cancelled] } : {},
      ...sweep ? { sweep } : {}
    };
    const out = await publishStatus(ctx, deps, full, req.recheckHead, req.statusCommentId);
    if ("failed" in out) statusFailed = out.failed;
    await safe(deps, () => deps.summary(stateSummary(full, statusFailed)));
    if (statusFailed)
      deps.annotate(
        diag(
          "error",
          "GH-1",
          `status comment not written: ${failureLine(statusFailed)}${run2 ? `; sweep run ${run2.id} is live: ${run2.url}` : ""}`
        )
      );
  }
  return {
    cancelled,
    failed: failure !== void 0 || statusFailed !== void 0,
    ...run2 ? { dispatchedRunId: run2.id } : {}
  };
}
var link = (r, url) => ({
  id: r.id,
  url: r.url || url(r.id),
  status: r.status,
  conclusion: r.conclusion
});
async function lookForRun(deps, req, url, baseMs) {
  for (const wait of LOOKS) {
    await new Promise((r) => setTimeout(r, wait * baseMs));
    try {
      const runs = req.pr !== null ? await sweepRuns(deps, req.workflow, req.pr) : [];
      const hit = runs.find((r) => r.key === req.key);
      if (hit) return link(hit, url);
      if (req.pr === null) {
        const title = req.inputs["title"];
        const all = await deps.port.listWorkflowRuns(req.workflow, ["queued", "in_progress"]);
        const m = all.find((r) => r.displayTitle === title);
        if (m) return { id: m.id, url: m.htmlUrl || url(m.id), status: m.status, conclusion: m.conclusion };
      }
    } catch (e) {
      deps.warn(`looking for the dispatched run: ${e.message}`);
    }
  }
  return void 0;
}
async function untilListed(deps, req, runId, baseMs) {
  if (req.pr === null) return;
  for (const wait of [0, ...LOOKS]) {
    if (wait) await new Promise((r) => setTimeout(r, wait * baseMs));
    try {
      if ((await sweepRuns(deps, req.workflow, req.pr)).some((r) => r.id === runId)) return;
    } catch (e) {
      deps.warn(`checking that run ${runId} is listed: ${e.message}`);
      return;
    }
  }
  deps.warn(`run ${runId} is not listed yet; a racing event may not see it`);
}
async function dispatchOnce(deps, req, url, baseMs) {
  const port = deps.port;
  let last;
  for (let post = 0; post < 2; post++) {
    try {
      const res = await port.dispatchWorkflow(req.workflow, req.ref, req.inputs);
      if (res.runId) {
        await untilListed(deps, req, res.runId, baseMs);
        return {
          run: { id: res.runId, url: res.htmlUrl || url(res.runId), status: "queued", conclusion: null }
        };
      }
      if (!port.live) return { dryRun: true };
      const found = await lookForRun(deps, req, url, baseMs);
      if (found) return { run: found };
      return {
        failure: {
          failed: {
            call: `dispatch ${req.workflow}`,
            status: 204,
            message: `GitHub accepted the dispatch without run details and no run titled "${req.inputs["title"] ?? ""}" was listed`
          },
          meaning: "dispatch-unconfirmed"
        }
      };
    } catch (e) {
      const f = failedCall(e);
      last = { call: f.call, status: f.status, message: f.message };
      if (!f.uncertain) return { failure: { failed: last, meaning: "not-dispatched" } };
      deps.warn(`${f.message}; looking for the run before dispatching again`);
      const found = await lookForRun(deps, req, url, baseMs);
      if (found) return { run: { ...found } };
    }
  }
  return { failure: { failed: last, meaning: "dispatch-unconfirmed" } };
}

// src/decide/manual.ts
var bool = string().trim().transform((s) => s.toLowerCase()).pipe(_enum(["", "true", "false"])).transform((s) => s === "true");
var fields = {
  "config-keys": string().trim().min(1, "give at least one config key or pattern").transform((s) => s.split(/[\s,]+/).filter(Boolean)).pipe(array(string().regex(/^[A-Za-z0-9_.*-]+$/, "config keys use letters, digits, . _ - and *"))),
  conc: string().trim().transform((s) => s.split(/[\s,]+/).filter(Boolean)).pipe(
    array(
      string().regex(/^[1-9][0-9]*$/, "concurrencies are positive integers").transform(Number)
    )
  ),
  evals: string().trim().pipe(_enum(["", "default", "none", "evals-only", "all-evals", "all-evals-only"])),
  "fail-fast": bool,
  "agentx-fast": bool,
  ref: string().trim().regex(/^[A-Za-z0-9_./-]*$/, "ref must be a branch, tag or SHA")
};
function manualRequest(inputs) {
  const diagnostics = [];
  const out = {};
  for (const [name, schema2] of Object.entries(fields)) {
    const raw = inputs[name];
    const r = schema2.safeParse(raw === void 0 || raw === null ? "" : String(raw));
    if (r.success) out[name] = r.data;
    else
      diagnostics.push(
        diag(
          "error",
          "WD-1",
          `workflow_dispatch input '${name}': ${r.error.issues[0]?.message ?? "invalid"}`,
          {
            path: `inputs.${name}`,
            fix: name === "config-keys" ? "e.g. 'dsr1-fp4-*' or 'dsr1-fp4-b200-sglang, gptoss-*'" : void 0
          }
        )
      );
  }
  if (diagnostics.length) return { diagnostics };
  const evalsByInput = {
    "": "default",
    default: "default",
    none: "none",
    "evals-only": "only",
    "all-evals": "all",
    "all-evals-only": "all-only"
  };
  return {
    request: {
      configKeys: out["config-keys"],
      conc: out.conc,
      evals: evalsByInput[out.evals],
      failFast: out["fail-fast"],
      agentxFast: out["agentx-fast"],
      ref: out.ref
    },
    diagnostics
  };
}

// src/action/handlers/manual.ts
async function onManual(ctx, deps) {
  const { request: request2, diagnostics } = manualRequest(ctx.payload.inputs ?? {});
  for (const d of diagnostics) deps.annotate(d);
  if (!request2) {
    deps.setOutput("decision", "refuse");
    return { cancelled: [], failed: true };
  }
  deps.setOutput("request", JSON.stringify(request2));
  const rows = Object.entries(request2).map(([k, v]) => `| ${k} | \`${JSON.stringify(v)}\` |`);
  const header = `## Manual sweep

| input | value |
|---|---|
${rows.join("\n")}
`;
  if (!deps.manualPlanner) {
    deps.setOutput("decision", "validate");
    await deps.summary(header);
    return { cancelled: [], failed: false };
  }
  const planned = await deps.manualPlanner(request2);
  for (const d of planned.diagnostics) deps.annotate(d);
  if (!planned.plan || planned.diagnostics.some((d) => d.severity === "error")) {
    deps.setOutput("decision", "refuse");
    await deps.summary(header);
    return { cancelled: [], failed: true };
  }
  const mode = { evals: request2.evals, failFast: request2.failFast, agentxFast: request2.agentxFast };
  const key = planKey(planned.sha, void 0, { plan: planned.plan, mode });
  const { summary, diagnostics: shardDiagnostics } = summarisePlan(planned.plan, void 0, key);
  for (const d of shardDiagnostics) deps.annotate(d);
  if (shardDiagnostics.some((d) => d.severity === "error")) {
    deps.setOutput("decision", "refuse");
    return { cancelled: [], failed: true };
  }
  const artifact = deps.savePlan(planned.plan, key, planned.sha);
  deps.saveRequest(
    sweepRequest({
      workflow: ctx.inputs.sweepWorkflow,
      ref: ctx.defaultBranch,
      pr: null,
      headSha: planned.sha,
      planRunId: ctx.runId,
      planArtifact: artifact,
      planKey: key,
      canary: false,
      failFast: request2.failFast ? ctx.inputs.settings.failFastScope : "off",
      agentxFast: request2.agentxFast,
      restart: false
    })
  );
  deps.setOutput("dispatch-pending", "true");
  deps.setOutput("decision", "sweep");
  deps.setOutput("plan-key", key);
  deps.setOutput("head-sha", planned.sha);
  await deps.summary(`${header}
${planTables(summary, "en").join("\n")}

${mermaid(summary)}
`);
  return { cancelled: [], failed: false, dispatchPending: true };
}

// src/action/handlers/guidance.ts
var GUIDANCE_ACTIONS = ["opened", "reopened", "ready_for_review", "review_requested"];
async function guidanceComment(ctx, deps, pr, files) {
  if (!ctx.inputs.settings.comments.guidance || !GUIDANCE_ACTIONS.includes(String(ctx.payload.action)))
    return "not-applicable";
  const bot = ctx.inputs.settings.botLogin;
  const reacted = (await deps.port.listIssueReactions(pr)).some(
    (r) => r.user === bot && r.content === GUIDANCE_REACTION
  );
  if (reacted) return "already-posted";
  if (!touchesAny(await files(), GUIDANCE_PATHS)) return "not-applicable";
  const marked = (await deps.port.listComments(pr)).some((c) => c.body.includes(guidanceMarker));
  if (!marked) await deps.port.createComment(pr, renderGuidance(ctx.inputs.settings.labels));
  await deps.port.addIssueReaction(pr, GUIDANCE_REACTION);
  return marked ? "already-posted" : "posted";
}

// src/action/handlers/protected-paths.ts
var PROTECTED_ACTIONS = ["opened", "reopened", "synchronize", "ready_for_review", "edited"];
async function protectedNotice(ctx, deps, pr, files) {
  const { comments } = ctx.inputs.settings;
  if (!comments.protectedNotice || !comments.protectedPaths.length) return "not-applicable";
  if (!PROTECTED_ACTIONS.includes(String(ctx.payload.action)) || pr.draft || pr.state !== "open")
    return "not-applicable";
  const diffs = protectedDiffs(await files(), comments.protectedPaths).filter(
    (d) => d.additions + d.deletions > 0
  );
  const now2 = await deps.port.getPull(pr.number);
  if (now2.headSha !== pr.headSha || now2.baseSha !== pr.baseSha || now2.draft !== pr.draft) return "stale";
  const mine = (await deps.port.listComments(pr.number)).filter(
    (c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(protectedMarker)
  );
  if (!diffs.length) {
    for (const c of mine) await deps.port.deleteComment(c.id);
    return mine.length ? "deleted" : "none";
  }
  const body = renderProtected(diffs);
  const [first, ...extra] = mine;
  for (const c of extra) await deps.port.deleteComment(c.id);
  if (!first) {
    await deps.port.createComment(pr.number, body);
    return "created";
  }
  if (first.body === body) return "unchanged";
  await deps.port.updateComment(first.id, body);
  return "updated";
}

// src/action/handlers/pr-notes.ts
async function onPullNotes(ctx, deps) {
  const action = String(ctx.payload.action ?? "");
  const { comments } = ctx.inputs.settings;
  const wantsGuidance = comments.guidance && GUIDANCE_ACTIONS.includes(action);
  const wantsNotice = comments.protectedNotice && PROTECTED_ACTIONS.includes(action);
  if (!wantsGuidance && !wantsNotice) return;
  const number2 = Number(ctx.payload.pull_request?.number ?? ctx.payload.number);
  if (!(number2 > 0)) return;
  const pr = wantsNotice ? await deps.port.getPull(number2).catch(() => void 0) : void 0;
  let listed2;
  const files = () => listed2 ??= deps.port.listPullFiles(number2);
  if (wantsGuidance)
    await safe(
      deps,
      async () => deps.log(`guidance comment: ${await guidanceComment(ctx, deps, number2, files)}`)
    );
  if (pr)
    await safe(
      deps,
      async () => deps.log(`protected-path notice: ${await protectedNotice(ctx, deps, pr, files)}`)
    );
}

// src/report/outcome.ts
var outcomeStart = "<!-- sweep-outcome -->";
var outcomeEnd = "<!-- /sweep-outcome -->";
var rowOfJob = (name) => name.split(" / ").at(-1).trim();
var rowName = (row, rowId) => row ? `${String(row["exp-name"] ?? rowId)} (${String(row["runner"] ?? "?")}${row["conc"] !== void 0 ? `, conc ${JSON.stringify(row["conc"])}` : ""})` : rowId;
function sweepOutcome(plan, jobs, run2) {
  const rows = /* @__PURE__ */ new Map();
  const evalRows = /* @__PURE__ */ new Set();
  for (const b of bucketsOf(plan))
    for (const r of b.rows) {
      rows.set(rowIdOf(r), r);
      if (FLAT_BUCKETS.includes(b.bucket)) evalRows.add(rowIdOf(r));
    }
  const newest = /* @__PURE__ */ new Map();
  for (const j of jobs) {
    const id2 = rowOfJob(j.name);
    if (!rows.has(id2)) continue;
    const prev = newest.get(id2);
    if (!prev || j.attempt > prev.attempt || j.attempt === prev.attempt && j.id > prev.id)
      newest.set(id2, j);
  }
  const counts = { succeeded: 0, failed: 0, cancelled: 0, skipped: 0 };
  for (const id2 of rows.keys()) {
    const c = newest.get(id2)?.conclusion;
    if (c === "success") counts.succeeded++;
    else if (c === "failure" || c === "timed_out") counts.failed++;
    else if (c === "cancelled") counts.cancelled++;
    else counts.skipped++;
  }
  const failures = [...newest.entries()].filter(([, j]) => j.conclusion === "failure" || j.conclusion === "timed_out").sort(
    ([, a], [, b]) => a.attempt - b.attempt || (a.completedAt ?? "").localeCompare(b.completedAt ?? "") || a.id - b.id
  );
  const first = failures[0];
  const sel = selectCanary(plan, run2.canary);
  const failedCanaryJobs = sel.canaries.filter((c) => {
    const j = newest.get(c.rowId);
    return j?.conclusion === "failure" || j?.conclusion === "cancelled" || j?.conclusion === "timed_out";
  }).map((c) => c.job);
  const canaryBlocked = canaryBlocks(sel, failedCanaryJobs).map((b) => ({
    canary: rowName(b.canary.row, b.canary.rowId),
    rows: b.blocked.reduce((n, x) => n + x.rows, 0),
    buckets: b.blocked.map((x) => `${x.bucket} (${x.rows})`)
  }));
  return {
    runId: run2.runId,
    attempt: run2.attempt,
    ...run2.runUrl ? { runUrl: run2.runUrl } : {},
    counts,
    ...first ? { firstFailure: { rowId: first[0], name: rowName(rows.get(first[0]), first[0]), job: first[1].name } } : {},
    canaryBlocked,
    failFast: run2.failFast,
    failFastCancelled: run2.failFast !== "off" && failures.length ? counts.cancelled : 0,
    evalsRan: [...evalRows].some((id2) => {
      const c = newest.get(id2)?.conclusion;
      return c === "success" || c === "failure" || c === "timed_out";
    })
  };
}
function section2(o, lang) {
  const run2 = o.runUrl ? `[${o.runId}](${o.runUrl})` : String(o.runId);
  const out = [
    `#### ${t("outcome", lang)} \xB7 ${t("run", lang)} ${run2} \xB7 ${t("attempt", lang)} ${o.attempt}`,
    "",
    `\u2705 ${o.counts.succeeded} ${t("succeeded", lang)} \xB7 \u274C ${o.counts.failed} ${t("failed", lang)} \xB7 \u23F9 ${o.counts.cancelled} ${t("cancelledRows", lang)} \xB7 \u23ED ${o.counts.skipped} ${t("skippedRows", lang)}`
  ];
  if (o.firstFailure)
    out.push(
      "",
      `**${t("firstFailure", lang)}:** \`${o.firstFailure.name}\` \u2014 ${t("job", lang)} \`${o.firstFailure.job}\``
    );
  for (const c of o.canaryBlocked)
    out.push(
      "",
      `**${t("canaryFailed", lang)}** \`${c.canary}\`: ${t("canaryBlocked", lang, { n: String(c.rows) })} ${c.buckets.join(", ") || "\u2014"}`
    );
  if (o.failFastCancelled)
    out.push(
      "",
      `**${t("failFast", lang)} (${o.failFast}):** ${t("failFastCancelled", lang, { n: String(o.failFastCancelled) })}`
    );
  return out.join("\n");
}
function renderOutcome(o) {
  return `${outcomeStart}
${bilingual(section2(o, "en"), section2(o, "zh"))}${outcomeEnd}
`;
}
function withOutcome(body, block, version) {
  const start = body.indexOf(outcomeStart);
  const end = body.indexOf(outcomeEnd);
  const base = start >= 0 && end > start ? body.slice(0, start) + body.slice(end + outcomeEnd.length).replace(/^\n/, "") : body;
  return `${withVersion(base, version).replace(/\n*$/, "\n\n")}${block}`;
}

// src/report/queue.ts
var queueStart = "<!-- sweep-queue -->";
var queueEnd = "<!-- /sweep-queue -->";
var MAX_ROWS = 20;
var when = (iso) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
};
var code = (xs) => xs.map((x) => `\`${x}\``).join(", ");
var words = {
  title: { en: "Waiting for a runner", zh: "\u7B49\u5F85 runner" },
  intro: {
    en: (n, m) => `${n} job(s) of {run} have been queued longer than ${m} minutes and no online self-hosted runner carries their labels:`,
    zh: (n, m) => `{run}\u4E2D\u6709 ${n} \u4E2A\u4EFB\u52A1\u6392\u961F\u8D85\u8FC7 ${m} \u5206\u949F\uFF0C\u4E14\u6CA1\u6709\u5728\u7EBF\u7684\u81EA\u6258\u7BA1 runner \u5E26\u6709\u5B83\u4EEC\u7684\u6807\u7B7E\uFF1A`
  },
  unreadable: {
    en: (n, m, why) => `${n} job(s) of {run} have been queued longer than ${m} minutes. The repository's runner list is not readable with this token (${why}), so whether a runner carries their labels is unknown:`,
    zh: (n, m, why) => `{run}\u4E2D\u6709 ${n} \u4E2A\u4EFB\u52A1\u6392\u961F\u8D85\u8FC7 ${m} \u5206\u949F\u3002\u6B64\u4EE4\u724C\u65E0\u6CD5\u8BFB\u53D6\u4ED3\u5E93\u7684 runner \u5217\u8868\uFF08${why}\uFF09\uFF0C\u56E0\u6B64\u65E0\u6CD5\u786E\u8BA4\u662F\u5426\u6709 runner \u5E26\u6709\u8FD9\u4E9B\u6807\u7B7E\uFF1A`
  },
  row: {
    en: (r) => `${r.name}${r.rowId && !r.name.includes(r.rowId) ? ` (\`${r.rowId}\`)` : ""}: queued since ${when(r.since)} for ${code(r.labels)}${r.missing.length ? `; no online runner carries ${code(r.missing)}` : ""}`,
    zh: (r) => `${r.name}${r.rowId && !r.name.includes(r.rowId) ? ` (\`${r.rowId}\`)` : ""}\uFF1A\u81EA ${when(r.since)} \u8D77\u4E3A ${code(r.labels)} \u6392\u961F${r.missing.length ? `\uFF1B\u6CA1\u6709\u5728\u7EBF runner \u5E26\u6709 ${code(r.missing)}` : ""}`
  },
  combination: {
    en: "Each of these labels is carried by some online runner, but no single one carries them all.",
    zh: "\u8FD9\u4E9B\u6807\u7B7E\u5404\u81EA\u6709\u5728\u7EBF runner \u5E26\u6709\uFF0C\u4F46\u6CA1\u6709\u4E00\u4E2A runner \u540C\u65F6\u5E26\u6709\u5168\u90E8\u6807\u7B7E\u3002"
  },
  fix: {
    en: "What to do: register (or bring online) a self-hosted runner with exactly these labels, or fix the runner label in runners.yaml and the config that uses it. GitHub fails a job no runner takes within 24 hours.",
    zh: "\u5904\u7406\u65B9\u6CD5\uFF1A\u6CE8\u518C\uFF08\u6216\u6062\u590D\u5728\u7EBF\uFF09\u5E26\u6709\u8FD9\u4E9B\u6807\u7B7E\u7684\u81EA\u6258\u7BA1 runner\uFF0C\u6216\u4FEE\u6B63 runners.yaml \u53CA\u4F7F\u7528\u8BE5\u6807\u7B7E\u7684\u914D\u7F6E\u4E2D\u7684 runner \u6807\u7B7E\u300224 \u5C0F\u65F6\u5185\u65E0\u4EBA\u63A5\u624B\u7684\u4EFB\u52A1\u4F1A\u88AB GitHub \u5224\u4E3A\u5931\u8D25\u3002"
  },
  unreadableFix: {
    en: "To let the sweep check the runners, give the action a token that may read self-hosted runners; until then, check the runners of these labels in the repository settings.",
    zh: "\u5982\u9700\u8BA9\u6D4B\u8BD5\u68C0\u67E5 runner\uFF0C\u8BF7\u4E3A action \u63D0\u4F9B\u53EF\u8BFB\u53D6\u81EA\u6258\u7BA1 runner \u7684\u4EE4\u724C\uFF1B\u5728\u6B64\u4E4B\u524D\uFF0C\u8BF7\u5728\u4ED3\u5E93\u8BBE\u7F6E\u4E2D\u68C0\u67E5\u8FD9\u4E9B\u6807\u7B7E\u7684 runner\u3002"
  },
  more: { en: (n) => `\u2026 and ${n} more`, zh: (n) => `\u2026\u2026 \u53E6\u6709 ${n} \u4E2A` }
};
function section3(a, lang) {
  const n = a.rows.length;
  const head = a.runners.listed ? words.intro[lang](n, a.alertMinutes) : words.unreadable[lang](n, a.alertMinutes, a.runners.message);
  const name = lang === "en" ? "the sweep run" : "\u6D4B\u8BD5\u8FD0\u884C";
  const out = [
    `**${words.title[lang]}:** ${head.replace("{run}", a.runUrl ? `[${name}](${a.runUrl})` : name)}`,
    ""
  ];
  for (const r of a.rows.slice(0, MAX_ROWS)) out.push(`- ${words.row[lang](r)}`);
  if (n > MAX_ROWS) out.push(`- ${words.more[lang](n - MAX_ROWS)}`);
  if (a.runners.listed && a.rows.some((r) => r.missing.length === 0)) out.push("", words.combination[lang]);
  out.push("", words.fix[lang]);
  if (!a.runners.listed) out.push("", words.unreadableFix[lang]);
  return out.join("\n");
}
function renderQueueAlert(a) {
  if (!a.rows.length) return "";
  return `${queueStart}
${bilingual(section3(a, "en"), section3(a, "zh"))}${queueEnd}
`;
}
function withQueueAlert(body, block, version) {
  const start = body.indexOf(queueStart);
  const end = body.indexOf(queueEnd);
  const base = start >= 0 && end > start ? body.slice(0, start) + body.slice(end + queueEnd.length).replace(/^\n/, "") : body;
  const versioned = withVersion(base, version);
  return block ? `${versioned.replace(/\n*$/, "\n\n")}${block}` : versioned;
}
function queueBlockOf(body) {
  const start = body.indexOf(queueStart);
  const end = body.indexOf(queueEnd);
  return start >= 0 && end > start ? body.slice(start, end + queueEnd.length) + "\n" : "";
}

// src/report/unofficial.ts
var DEFAULT_LINKS = {
  baseUrl: DEFAULTS.baseUrl,
  performancePath: DEFAULTS.performancePath,
  accuracyPath: DEFAULTS.accuracyPath,
  marker: DEFAULTS.linksMarker
};
var linksOf = (s) => ({
  ...s.dashboard,
  marker: s.linksMarker
});
var legacyPrefix = `see unofficial run visualizer at ${DEFAULTS.baseUrl}/inference?unofficialRun=`;
var trim = (s) => s.replace(/\/+$/, "");
var performanceUrl = (l, runId) => `${trim(l.baseUrl)}${l.performancePath}?unofficialRun=${runId}`;
var accuracyUrl = (l, runId) => `${trim(l.baseUrl)}${l.accuracyPath}?unofficialRun=${runId}`;
function renderUnofficial(l, runId, evalsRan) {
  const lines = (lang) => [
    `${t("perf", lang)}: ${performanceUrl(l, runId)}`,
    ...evalsRan ? ["", `${t("accuracy", lang)}: ${accuracyUrl(l, runId)}`] : []
  ].join("\n");
  return `${l.marker}
${bilingual(lines("en"), lines("zh"))}`;
}
function unofficialSticky(l, runId, evalsRan, bot) {
  return {
    matches: (c) => c.body.includes(l.marker) || c.body.startsWith(legacyPrefix),
    versionOf: (body) => {
      const m = body.match(/unofficialRun=(\d+)/);
      return m ? Number(m[1]) : void 0;
    },
    version: runId,
    body: renderUnofficial(l, runId, evalsRan),
    bot
  };
}

// src/action/handlers/report.ts
async function report(ctx, deps) {
  const pr = ctx.inputs.prNumber;
  const runId = ctx.inputs.runId ?? ctx.runId;
  if (!pr) {
    deps.log("report mode without a PR number (a manual sweep): no links comment");
    return { cancelled: [], failed: false };
  }
  let outcome;
  let raw;
  try {
    raw = deps.loadSweepPlan?.();
  } catch (e) {
    deps.warn(`cannot read sweep-plan: ${e.message}`);
  }
  if (raw !== void 0) {
    const plan = PlanSchema.safeParse(raw);
    if (!plan.success) deps.warn(`sweep-plan is not a plan: ${plan.error.issues[0]?.message ?? ""}`);
    else await safe(deps, async () => void (outcome = await reportOutcome(ctx, deps, pr, runId, plan.data)));
  }
  const evalsRan = ctx.inputs.evalsRan && (outcome?.evalsRan ?? true);
  await safe(deps, async () => {
    const out = await upsertSticky(
      deps.port,
      pr,
      unofficialSticky(linksOf(ctx.inputs.settings), runId, evalsRan, ctx.inputs.settings.botLogin)
    );
    if (out.action === "kept-newer") deps.log("Keeping visualizer links for the newer run");
    if ("id" in out) deps.setOutput("links-comment-id", String(out.id));
  });
  return { cancelled: [], failed: false };
}
async function reportOutcome(ctx, deps, pr, runId, plan) {
  const inputs = ctx.payload.inputs ?? {};
  const canary = String(inputs["canary"] ?? "single");
  const failFast = String(inputs["fail-fast"] ?? "off");
  const outcome = sweepOutcome(plan, await deps.port.listRunJobs(runId), {
    runId,
    attempt: runId === ctx.runId ? ctx.runAttempt : 1,
    runUrl: repoUrl(ctx, deps, `actions/runs/${runId}`),
    canary: canary === "none" || canary === "per-family" ? canary : "single",
    failFast: failFast === "matrix" || failFast === "run" ? failFast : "off"
  });
  const block = renderOutcome(outcome);
  await deps.summary(block);
  if (outcome.firstFailure)
    deps.annotate(
      diag(
        "error",
        "FF-2",
        `first failing row ${outcome.firstFailure.name} (job ${outcome.firstFailure.job})`
      )
    );
  const version = statusVersion(runId, outcome.attempt);
  const current = (await deps.port.listComments(pr)).filter((c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(statusMarker)).sort((a, b) => a.id - b.id)[0];
  if (!current) {
    deps.log("no status comment to add the outcome to");
    return outcome;
  }
  const finished = finishedState(outcome.counts, {
    id: runId,
    url: repoUrl(ctx, deps, `actions/runs/${runId}`)
  });
  const out = await upsertSticky(
    deps.port,
    pr,
    // The benchmarks are over: no job waits for a runner any more, so the queue watcher's block goes.
    statusSticky(
      withState(withOutcome(withQueueAlert(current.body, "", version), block, version), finished),
      version,
      ctx.inputs.settings.botLogin
    )
  );
  if (out.action === "kept-newer") deps.log("Keeping the status of a newer run");
  if ("id" in out) deps.setOutput("status-comment-id", String(out.id));
  return outcome;
}

// src/dispatch/watchdog.ts
var WAITING = /* @__PURE__ */ new Set(["queued", "waiting", "pending"]);
function stuckJobs(jobs, now2, alertMinutes, runners) {
  const online = runners?.filter((r) => (r.status ?? "online") === "online");
  const out = [];
  for (const j of jobs) {
    if (!WAITING.has(j.status)) continue;
    const minutes = Math.floor((now2.getTime() - Date.parse(j.createdAt)) / 6e4);
    if (!(minutes >= alertMinutes)) continue;
    const fixed = j.labels.filter((l) => !isAttachedLabel(l));
    const carries = (r) => fixed.every((l) => r.labels.includes(l));
    if (online && online.some(carries)) continue;
    const missing = online ? fixed.filter((l) => !online.some((r) => r.labels.includes(l))) : [];
    out.push({
      job: j.name,
      ...j.rowId !== void 0 ? { rowId: j.rowId } : {},
      labels: [...j.labels],
      missing,
      minutes,
      since: j.createdAt
    });
  }
  return out;
}

// src/action/handlers/watch.ts
var WATCH_LIMIT_MINUTES = 350;
var WATCHER = /(^|\/ )queue-watch$/;
var AFTER_BENCHMARKS = /(^|\/ )collect$/;
async function watchQueue(ctx, deps) {
  const runId = ctx.inputs.runId ?? ctx.runId;
  const alertMinutes = ctx.inputs.settings.queueAlertMinutes;
  const pollMs = Math.min(5, Math.max(1, Math.floor(alertMinutes / 4))) * 6e4;
  const clock = deps.clock ?? {
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms))
  };
  const started = clock.now();
  const names = rowNames(deps);
  const state = { shown: "", annotated: /* @__PURE__ */ new Set() };
  deps.log(
    `watching the queue of run ${runId}: alert after ${alertMinutes} min, a look every ${pollMs / 6e4} min`
  );
  for (; ; ) {
    const done = await look(ctx, deps, { runId, alertMinutes, now: new Date(clock.now()), names }, state);
    if (done) break;
    if (clock.now() - started >= WATCH_LIMIT_MINUTES * 6e4) {
      deps.log(`stopped watching after ${WATCH_LIMIT_MINUTES} minutes (the hosted job's time limit)`);
      break;
    }
    await clock.sleep(pollMs);
  }
  return { cancelled: [], failed: false };
}
function rowNames(deps) {
  const rows = /* @__PURE__ */ new Map();
  try {
    const raw = deps.loadSweepPlan?.();
    const plan = raw === void 0 ? void 0 : PlanSchema.safeParse(raw);
    if (plan?.success) for (const b of bucketsOf(plan.data)) for (const r of b.rows) rows.set(rowIdOf(r), r);
  } catch (e) {
    deps.warn(`cannot read sweep-plan (rows are named by their id): ${e.message}`);
  }
  return rows;
}
async function look(ctx, deps, l, state) {
  let jobs;
  try {
    jobs = await deps.port.listRunJobs(l.runId);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot list the jobs of run ${l.runId} (trying again at the next look): ${e.message}`);
    return false;
  }
  const attempt = Math.max(1, ...jobs.map((j) => j.attempt));
  const current = jobs.filter((j) => j.attempt === attempt && !WATCHER.test(j.name));
  const over = current.some((j) => AFTER_BENCHMARKS.test(j.name) && j.status === "completed");
  const waiting = current.filter(
    (j) => j.status === "queued" || j.status === "waiting" || j.status === "pending"
  );
  let runners;
  let how = { listed: true };
  if (waiting.length && !over) {
    const r = await readRunners(deps, state);
    runners = r.runners;
    how = r.how;
  }
  const stuck = over ? [] : stuckJobs(
    waiting.map((j) => ({
      name: j.name,
      rowId: j.name.split(" / ").at(-1).trim(),
      status: j.status,
      labels: j.labels ?? [],
      createdAt: j.createdAt ?? l.now.toISOString()
    })),
    l.now,
    l.alertMinutes,
    runners
  );
  const alert = {
    alertMinutes: l.alertMinutes,
    runners: how,
    runUrl: repoUrl(ctx, deps, `actions/runs/${l.runId}`),
    rows: stuck.map((s) => ({
      name: l.names.has(s.rowId ?? "") ? rowName(l.names.get(s.rowId), s.rowId) : s.job,
      ...s.rowId ? { rowId: s.rowId } : {},
      labels: s.labels,
      missing: s.missing,
      since: s.since
    }))
  };
  for (const r of alert.rows)
    if (!state.annotated.has(r.rowId ?? r.name)) {
      state.annotated.add(r.rowId ?? r.name);
      deps.annotate(
        diag(
          "warning",
          "RT-2",
          `${r.name} queued since ${r.since} for ${r.labels.join(", ")}${r.missing.length ? `: no online runner carries ${r.missing.join(", ")}` : how.listed ? ": no online runner carries all of them" : " (runner list not readable)"}`,
          { fix: "register a self-hosted runner with these labels, or fix the runner label in runners.yaml" }
        )
      );
    }
  if (!over) await publish(ctx, deps, l.runId, attempt, renderQueueAlert(alert), state);
  return over;
}
async function readRunners(deps, state) {
  if (state.refused) return { how: state.refused };
  try {
    return { runners: await deps.port.listRunners(), how: { listed: true } };
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    const f = failedCall(e);
    const how = { listed: false, status: f.status, message: f.message };
    if (f.status === 403 || f.status === 404) {
      state.refused = how;
      deps.log(`the runner list is not readable with this token (${f.status}); naming the waiting jobs only`);
    } else deps.warn(`cannot list the runners (trying again at the next look): ${f.message}`);
    return { how };
  }
}
async function publish(ctx, deps, runId, attempt, block, state) {
  const pr = ctx.inputs.prNumber;
  if (block === state.shown) return;
  if (!pr) {
    if (block) await deps.summary(block);
    state.shown = block;
    return;
  }
  try {
    const current = (await deps.port.listComments(pr)).filter((c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(statusMarker)).sort((a, b) => a.id - b.id)[0];
    if (!current) {
      deps.log("no status comment to add the waiting jobs to");
      return;
    }
    if (queueBlockOf(current.body) === block) {
      state.shown = block;
      return;
    }
    const version = statusVersion(runId, attempt);
    const out = await upsertSticky(
      deps.port,
      pr,
      statusSticky(withQueueAlert(current.body, block, version), version, ctx.inputs.settings.botLogin),
      { ...deps.backoffMs !== void 0 ? { backoffMs: deps.backoffMs } : {} }
    );
    if (out.action === "kept-newer") deps.log("Keeping the status of a newer run");
    else
      deps.log(block ? "status comment: jobs waiting for a runner listed" : "status comment: no job waits");
    state.shown = block;
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`status comment not updated (trying again at the next look): ${e.message}`);
  }
}

// src/action/handlers/push.ts
var PUBLISH_CONTEXT = "sweep/publish";
var nothing3 = { cancelled: [], failed: false };
var SHA2 = /^[0-9a-f]{40}$/;
async function fail(deps, text) {
  deps.annotate(diag("error", "PUB-1", text.split("\n")[0]));
  deps.setOutput("decision", "refuse");
  deps.log(text);
  await deps.summary(`${text}
`);
  return { ...nothing3, failed: true };
}
async function record2(deps, sha) {
  return (await deps.port.listCommitStatuses(sha)).find((s) => s.context === PUBLISH_CONTEXT);
}
async function onPush(ctx, deps) {
  const { payload } = ctx;
  const ref = String(payload.ref ?? "");
  if (ref !== `refs/heads/${ctx.defaultBranch}`) {
    deps.log(`push to ${ref} is not a push to the default branch; nothing to do`);
    return nothing3;
  }
  const sha = String(payload.after ?? "").toLowerCase();
  const before = String(payload.before ?? "").toLowerCase();
  if (!SHA2.test(sha) || !SHA2.test(before))
    return fail(
      deps,
      `the push event names no commit (after '${sha}', before '${before}'); nothing is published`
    );
  try {
    const done = await record2(deps, sha);
    if (done?.state === "success") {
      deps.log(reuseText("publish-done", "en", { sha, context: PUBLISH_CONTEXT }));
      return nothing3;
    }
    const one = pullForCommit(
      sha,
      (await deps.port.listCommitPulls(sha)).map((number2) => ({ number: number2 }))
    );
    if (!one.ok) return fail(deps, mergeFailure([one.refusal]));
    const pr = await deps.port.getPull(one.value);
    const merged = confirmMergedPull(sha, {
      number: pr.number,
      merged: pr.merged,
      merge_commit_sha: pr.mergeSha,
      head: { sha: pr.headSha }
    });
    if (!merged.ok) return fail(deps, mergeFailure([merged.refusal]));
    const pull2 = merged.value;
    const pinned = await findPinned(deps, pull2.number);
    const refuse2 = (r) => fail(deps, mergeFailure(r));
    if (pinned?.command.kind !== "use")
      return refuse2([{ code: "no-pinned-source", params: { pr: String(pull2.number) } }]);
    const runId = pinned.command.runId;
    const plan = await currentPlan(ctx, deps, {
      pr: pull2.number,
      baseSha: before,
      headSha: sha,
      labels: pr.labels
    });
    if (!plan) return refuse2([{ code: "no-current-plan", params: { sha: sha.slice(0, 12) } }]);
    const verdict = await validatePinned(ctx, deps, {
      runId,
      pr: pull2.number,
      headSha: pull2.headSha,
      rowIds: plan.rowIds
    });
    if (!verdict.accepted) return refuse2(verdict.refusals);
    const decision = decide(
      {
        event: "push",
        action: "",
        pr: {
          number: pull2.number,
          labels: pr.labels,
          draft: false,
          fork: false,
          headSha: pull2.headSha,
          headCommitMessage: "",
          state: "closed",
          merged: true,
          mergeSha: sha
        },
        reuse: { runId }
      },
      ctx.inputs.settings.labels
    );
    const source = typeof verdict.evidence.plan === "object" ? verdict.evidence.plan : void 0;
    const built = ingestDispatch({
      dashboardRepo: ctx.inputs.dashboardRepo,
      sourceRepository: `${deps.port.repo.owner}/${deps.port.repo.repo}`,
      source: verdict.source,
      mergeRunId: ctx.runId,
      pull: pull2,
      agentic: source?.agentic ?? plan.agentic,
      entries: plan.entries
    });
    if (!built.ok) return fail(deps, built.error);
    const metadataPath = deps.publish?.saveMetadata({
      "pr-number": pull2.number,
      "merge-sha": sha,
      "source-run-id": runId,
      "merge-run-id": ctx.runId,
      entries: plan.entries
    });
    deps.publish?.saveRequest({
      target: ctx.inputs.dashboardRepo,
      eventType: built.dispatch.event_type,
      payload: built.dispatch.client_payload,
      mergeSha: sha,
      pr: pull2.number,
      sourceRunId: runId
    });
    deps.setOutput("decision", decision.verdict);
    deps.setOutput("reuse-run-id", String(runId));
    if (metadataPath) deps.setOutput("changelog-metadata-path", metadataPath);
    deps.setOutput("changelog-metadata-artifact", CHANGELOG_METADATA_ARTIFACT);
    deps.setOutput("publish-pending", "true");
    const url = repoUrl(ctx, deps, `actions/runs/${runId}`);
    deps.log(
      `merge of PR #${pull2.number} reuses run ${runId}; publishing ${built.dispatch.event_type} follows`
    );
    await deps.summary(
      `PR #${pull2.number} merged as \`${sha.slice(0, 12)}\`: [run ${runId}](${url}) is re-validated and will be published to \`${ctx.inputs.dashboardRepo}\` (\`${built.dispatch.event_type}\`).
`
    );
    return { decision, cancelled: [], failed: false };
  } catch (e) {
    if (!(e instanceof ReuseLookupError) && !(e instanceof GitHubError)) throw e;
    const text = (lang) => reuseText("status-lookup-failed", lang, { error: e.message });
    deps.annotate(diag("error", "RU-4", text("en")));
    await deps.summary(`${bilingual(text("en"), text("zh"))}
`);
    return { ...nothing3, failed: true };
  }
}
async function performPublish(ctx, deps) {
  const req = deps.publish?.loadRequest();
  if (!req) {
    deps.log("no publication request: nothing to publish");
    return nothing3;
  }
  const params = { sha: req.mergeSha, context: PUBLISH_CONTEXT, repo: req.target, event: req.eventType };
  const bi = (key, extra = {}) => bilingual(reuseText(key, "en", { ...params, ...extra }), reuseText(key, "zh", { ...params, ...extra }));
  const earlier = await record2(deps, req.mergeSha);
  if (earlier?.state === "success") {
    deps.log(reuseText("publish-done", "en", params));
    await deps.summary(`${bi("publish-done")}
`);
    return nothing3;
  }
  if (earlier?.state === "pending") return fail(deps, bi("publish-uncertain"));
  const status = (state, description) => deps.port.setCommitStatus(req.mergeSha, { state, context: PUBLISH_CONTEXT, description });
  await status("pending", `publishing run ${req.sourceRunId} of PR #${req.pr} (run ${ctx.runId})`);
  try {
    await deps.port.repositoryDispatch(req.target, req.eventType, req.payload);
  } catch (e) {
    const code2 = e instanceof GitHubError ? e.status : 0;
    if (code2 >= 400 && code2 < 500)
      await status("error", `${req.eventType} refused by ${req.target}: HTTP ${code2}`).catch(() => {
      });
    return fail(deps, bi("publish-failed", { error: e.message.split("\n")[0].slice(0, 300) }));
  }
  try {
    await status("success", `published run ${req.sourceRunId} of PR #${req.pr} to ${req.target}`);
  } catch (e) {
    deps.warn(`published, but the record on ${req.mergeSha} could not be written: ${e.message}`);
  }
  const url = repoUrl(ctx, deps, `actions/runs/${req.sourceRunId}`);
  const text = (lang) => reuseText("published", lang, {
    runId: String(req.sourceRunId),
    url,
    pr: String(req.pr),
    repo: req.target,
    event: req.eventType
  });
  deps.setOutput("published", req.eventType);
  deps.log(text("en"));
  await deps.summary(`${bilingual(text("en"), text("zh"))}
`);
  return nothing3;
}

// src/action/router.ts
async function handle(ctx, deps) {
  if (ctx.inputs.mode === "report") return report(ctx, deps);
  if (ctx.inputs.mode === "watch") return watchQueue(ctx, deps);
  if (ctx.inputs.mode === "dispatch") return performDispatch(ctx, deps);
  if (ctx.inputs.mode === "publish") return performPublish(ctx, deps);
  switch (ctx.eventName) {
    case "pull_request":
    case "pull_request_target": {
      const result = await onPull(ctx, deps);
      await onPullNotes(ctx, deps);
      return result;
    }
    case "issue_comment":
      return onComment(ctx, deps);
    case "workflow_dispatch":
      return onManual(ctx, deps);
    case "push":
      return onPush(ctx, deps);
    case "repository_dispatch":
      return onRepositoryDispatch(ctx, deps);
    default:
      deps.log(`event ${ctx.eventName} is not handled by the sweep orchestrator`);
      return { cancelled: [], failed: false };
  }
}

// src/sim/action-step.ts
var RUNNER_TOKEN = "ghs_runner_token";
async function runActionStep(host, step) {
  const out = { outputs: {}, log: [], annotations: [], summary: "" };
  const { owner, repo } = host.gh.state;
  const io = {
    log: (l) => {
      out.log.push(l);
      step.progress?.(l);
    },
    warn: (l) => {
      out.log.push(`warning: ${l}`);
      step.progress?.(`warning: ${l}`);
    },
    annotate: (d) => void out.annotations.push(d),
    setOutput: (k, v) => void (out.outputs[k] = v),
    summary: async (md) => void (out.summary += md)
  };
  try {
    const inputs = withRepoConfig(
      parseInputs((name) => name === "github-token" ? RUNNER_TOKEN : step.with[name] ?? ""),
      host.repoDir
    );
    const deps = createDeps(step.workspace, inputs, {
      io,
      api: { baseUrl: host.gh.url, repo: { owner, repo }, retries: 1, throttle: false },
      repoDir: host.repoDir
    });
    if (step.clock) deps.clock = step.clock;
    out.result = await handle(
      {
        eventName: step.eventName,
        payload: step.payload,
        runId: step.runId,
        runAttempt: step.runAttempt,
        serverUrl: "https://github.com",
        defaultBranch: host.gh.state.defaultBranch,
        inputs: inputs.action
      },
      deps
    );
  } catch (e) {
    out.error = e.stack ?? String(e);
  }
  return out;
}

// src/sim/schedule.ts
var QUEUE_LIMIT_MS = 24 * 60 * 6e4;
async function jobInfos(files, root) {
  const out = /* @__PURE__ */ new Map();
  for (const file of new Set(files)) {
    const wf = await loadWorkflow(file, root);
    for (const j of wf.template.jobs) {
      const info = {
        needs: (j.needs ?? []).map((n) => n.value),
        always: /\balways\s*\(\s*\)/.test(j.if?.expression ?? "")
      };
      if (j.strategy && isMapping(j.strategy)) {
        for (const pair of j.strategy)
          if (String(pair.key.value) === "fail-fast") info.failFast = pair.value;
      }
      out.set(`${file}#${j.id.value}`, info);
    }
  }
  return out;
}
var parentPath = (path) => path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
function endOf(legs, path) {
  let end = Number.NEGATIVE_INFINITY;
  for (const [p, l] of legs)
    if (p === path || p.startsWith(`${path}[`) || p.startsWith(`${path}/`)) end = Math.max(end, l.end);
  return end;
}
function schedule(log, o) {
  const legs = /* @__PURE__ */ new Map();
  for (const e of log.entries) {
    const parent = parentPath(e.path);
    const prefix = parent ? `${parent}/` : "";
    const info = o.infos.get(`${e.workflow}#${e.jobId}`) ?? { needs: [], always: false };
    let ready = parent ? legs.get(parent)?.start ?? o.start : o.start;
    for (const n of info.needs) ready = Math.max(ready, endOf(legs, `${prefix}${n}`));
    const leg = {
      entry: e,
      start: ready,
      end: ready,
      dispatched: false,
      always: info.always,
      version: 0,
      done: false
    };
    if (isBenchmark(e)) leg.rowId = String(e.inputs["row-id"] ?? "");
    const tripped = /^fail-fast: (.+) failed$/.exec(e.reason)?.[1];
    if (tripped) leg.start = leg.end = Math.max(ready, endOf(legs, tripped));
    else if (!e.call && (e.status === "success" || e.status === "failure") && !e.reason.startsWith("kept from attempt") && !/^(if|strategy):/.test(e.reason)) {
      const runsOn = Array.isArray(e.runsOn) ? e.runsOn.map(String) : e.runsOn ? [String(e.runsOn)] : ["ubuntu-latest"];
      const booking = o.fleet.book(runsOn, ready, o.duration(e));
      if (booking) Object.assign(leg, { ...booking, dispatched: true });
      else {
        leg.waitingFor = runsOn;
        leg.end = ready + QUEUE_LIMIT_MS;
        leg.entry = {
          ...e,
          status: "failure",
          reason: `no runner took the job within 24 hours (no runner carries the labels ${JSON.stringify(runsOn)})`
        };
      }
    }
    legs.set(e.path, leg);
  }
  failFastSiblings(legs, o.infos, o.fleet);
  return legs;
}
function failFastSiblings(legs, infos, fleet) {
  const failures = [...legs.values()].filter(
    (l) => l.entry.status === "failure" && !l.entry.call && l.dispatched
  );
  for (const f of failures) {
    const m = matrixLeg(f.entry.path);
    if (!m) continue;
    const owner = legs.get(m.leg);
    const info = owner && infos.get(`${owner.entry.workflow}#${owner.entry.jobId}`);
    const ff = info?.failFast === void 0 ? true : truthy2(
      evaluateToken(
        info.failFast,
        { inputs: owner.entry.inputs, github: {}, vars: {} },
        { success: true, failure: false, cancelled: false }
      )
    );
    if (!ff) continue;
    const at = f.end;
    for (const [p, l] of legs) {
      if (!p.startsWith(`${m.base}[`) || p.startsWith(m.leg) || l.entry.call || l.entry.status !== "success" || l.end <= at)
        continue;
      if (l.runner) fleet.release(l.runner, at);
      l.dispatched = l.dispatched && l.start < at;
      l.start = Math.min(l.start, at);
      l.end = at;
      l.entry = { ...l.entry, status: "cancelled", reason: `fail-fast: ${m.leg} failed` };
    }
  }
}
function matrixLeg(path) {
  const i = path.lastIndexOf("[");
  if (i < 0) return void 0;
  const close = path.indexOf("]", i);
  return { leg: path.slice(0, close + 1), base: path.slice(0, i) };
}

// src/sim/actions.ts
var CONTROL = CALLER_FILES.control;
var SWEEP_FILES = [
  RUN_SWEEP,
  `.github/workflows/${FILES.family}`,
  `.github/workflows/${FILES.single}`,
  `.github/workflows/${FILES.multi}`
];
var LATENCY = { queue: 1e4, control: 4e4, hosted: 2e4, cancelPoll: 1e4 };
var ActionsSim = class {
  constructor(o) {
    this.o = o;
    o.gh.state.onEvent = (e) => this.onEvent(e);
    o.gh.state.onRun = (r, change) => this.onRun(r, change);
  }
  o;
  sweeps = [];
  controls = [];
  infos;
  get state() {
    return this.o.gh.state;
  }
  /** A webhook event: the control workflow runs, unless the Actions bot's token caused it. */
  onEvent(e) {
    if (e.sender.type === "Bot") return;
    const p = e.payload;
    const what = e.name === "issue_comment" ? `comment ${JSON.stringify(p.comment?.body ?? "")}` : e.name === "push" ? `to ${String(e.payload.ref)}` : `${p.action}${p.label?.name ? ` ${p.label.name}` : ""}`;
    this.o.timeline.add("event", `${e.name} ${what} by @${e.sender.login}`);
    const run2 = this.newRun(CONTROL, e.name, {});
    this.o.clock.after(LATENCY.queue, () => this.control(run2, e));
  }
  onRun(r, change) {
    r.createdAt = this.o.clock.iso();
    const file = `.github/workflows/${r.workflow}`;
    if (change === "cancelled") return void this.cancelSweep(r);
    this.o.timeline.add(
      "run",
      `${change === "rerun" ? "re-run failed jobs of" : "dispatched"} ${r.workflow} run ${r.id}${change === "rerun" ? ` (attempt ${r.attempt})` : ""}: ${r.displayTitle}`
    );
    if (file === SWEEP_CALLER) this.o.clock.after(LATENCY.queue, () => this.startSweep(r));
  }
  newRun(file, event, inputs) {
    const run2 = {
      id: this.state.nextId++,
      workflow: file.replace(".github/workflows/", ""),
      name: file,
      displayTitle: file,
      status: "queued",
      conclusion: null,
      headSha: this.state.pulls[0]?.head.sha ?? "",
      ref: this.state.defaultBranch,
      event,
      inputs,
      createdAt: this.o.clock.iso(),
      attempt: 1
    };
    this.state.runs.push(run2);
    return run2;
  }
  addJob(run2, name, labels, runner) {
    const job = {
      id: this.state.nextId++,
      runId: run2.id,
      attempt: run2.attempt,
      name,
      status: "in_progress",
      conclusion: null,
      labels,
      runnerName: runner,
      startedAt: this.o.clock.iso(),
      completedAt: null
    };
    (this.state.jobs ??= []).push(job);
    return job;
  }
  finishJob(job, conclusion) {
    job.status = "completed";
    job.conclusion = conclusion;
    job.completedAt = this.o.clock.iso();
  }
  upload(runId, name, files) {
    (this.state.artifacts ??= []).push({
      id: this.state.nextId++,
      runId,
      name,
      files,
      createdAt: this.o.clock.iso()
    });
  }
  async control(run2, e) {
    run2.status = "in_progress";
    const log = await simulateWorkflow(CONTROL, {
      event: { name: e.name, payload: e.payload },
      root: this.o.root
    });
    const entry = log.entries.find((x) => x.jobId === "control");
    const record3 = { run: run2, event: e, steps: [] };
    this.controls.push(record3);
    if (entry?.status !== "success") {
      this.o.timeline.add(
        "control",
        `sweep-control run ${run2.id}: control job ${entry?.status ?? "missing"} (${entry?.reason ?? ""})`
      );
      return this.complete(run2, "skipped");
    }
    const job = this.addJob(run2, "control", ["ubuntu-latest"], "GitHub Actions");
    const workspace = mkdtempSync3(join9(tmpdir2(), "sweep-control-"));
    const payload = e.payload;
    const { outcome } = await runSteps(
      jobSteps(this.o.root, CONTROL, "control"),
      {
        github: {
          event_name: e.name,
          event: e.payload,
          token: "***",
          run_id: String(run2.id),
          run_attempt: "1"
        },
        inputs: payload.inputs ?? {},
        vars: {},
        env: {},
        // No repository secrets in the demo: the dashboard token is empty, the workflow token is used.
        secrets: {}
      },
      async (spec, w) => {
        const kind = stepKind(spec);
        if (kind === "checkout") return { outcome: "success" };
        if (kind === "upload") return this.uploadStep(run2, w);
        if (kind !== "action")
          throw new Error(`sweep-control.yml: the simulator cannot run step ${spec.name ?? spec.uses}`);
        const step = await runActionStep(this.o.host, {
          workspace,
          eventName: e.name,
          payload: e.payload,
          runId: run2.id,
          runAttempt: 1,
          with: { ...this.o.controlInputs, ...w }
        });
        record3.steps.push(step);
        record3.step ??= step;
        this.controlLine(run2, step);
        return { outcome: step.error || step.result?.failed ? "failure" : "success", outputs: step.outputs };
      }
    );
    const failed = outcome === "failure";
    this.o.clock.after(LATENCY.control, () => {
      this.finishJob(job, failed ? "failure" : "success");
      this.complete(run2, failed ? "failure" : "success");
    });
  }
  /** `actions/upload-artifact`: the file at `path` becomes an artifact of this run under `name`. */
  uploadStep(run2, w) {
    const path = w["path"] ?? "";
    if (!path || !existsSync4(path)) {
      this.o.timeline.add("control", `upload-artifact ${w["name"]}: no file at '${path}'`);
      return { outcome: w["if-no-files-found"] === "error" ? "failure" : "success" };
    }
    this.upload(run2.id, w["name"] ?? "artifact", { [basename(path)]: readFileSync8(path, "utf8") });
    this.o.timeline.add("control", `sweep-control run ${run2.id}: uploaded artifact ${w["name"]}`);
    return { outcome: "success" };
  }
  controlLine(run2, step) {
    const d = step.result?.decision;
    const words2 = (r) => {
      const text = fill(reasonText[r.code].en, r.params, true);
      return /\{\w+\}/.test(text) ? r.code : text;
    };
    const why = d?.reasons.map((r) => words2(r)).join(" ");
    const outcome = step.error ? `crashed: ${step.error.split("\n")[0]}` : d ? `decision ${d.verdict}${why ? ` \u2014 ${why}` : ""}${step.result?.dispatchPending ? " (dispatch pending)" : ""}` : step.outputs["published"] ? `published ${step.outputs["published"]} to the dashboard repository` : step.outputs["run-id"] ? `dispatched run ${step.outputs["run-id"]}` : "nothing dispatched";
    this.o.timeline.add("control", `sweep-control run ${run2.id}: ${outcome}`);
    for (const a of step.annotations.filter((x) => x.severity === "error").slice(0, 5))
      this.o.timeline.add(
        "control",
        `  ::error ${a.file ? `file=${a.file},line=${a.line ?? 1}` : ""}:: ${a.message}`
      );
  }
  complete(run2, conclusion) {
    if (run2.status === "completed" && run2.conclusion === "cancelled") return;
    run2.status = "completed";
    run2.conclusion = conclusion;
  }
  rowsById(plan) {
    const m = /* @__PURE__ */ new Map();
    for (const b of plan ? bucketsOf(plan) : [])
      for (const row of b.rows) m.set(rowIdOf(row), { row, bucket: b.bucket });
    return m;
  }
  async startSweep(run2) {
    const { clock, timeline, behaviour } = this.o;
    run2.status = "in_progress";
    const inputs = run2.inputs;
    const previous = this.sweeps.filter((s) => s.run.id === run2.id).at(-1);
    const art = (this.state.artifacts ?? []).find(
      (a) => String(a.runId) === inputs["plan-run-id"] && a.name === inputs["plan-artifact"]
    );
    const planText = art?.files[PLAN_FILE];
    const plan = planText ? PlanSchema.parse(JSON.parse(planText)) : void 0;
    const canary = inputs["canary"] ?? "single";
    const rows = this.rowsById(plan);
    const attempt = run2.attempt;
    this.infos ??= new Map([
      ...await jobInfos([SWEEP_CALLER], this.o.root),
      ...await jobInfos(SWEEP_FILES, packageRoot())
    ]);
    const log = await simulateWorkflow(SWEEP_CALLER, {
      event: { name: "workflow_dispatch", payload: { inputs } },
      inputs,
      root: this.o.root,
      flattenCall: true,
      watchJobId: "__replayed-by-the-simulator__",
      ...previous ? { rerunOf: previous.log } : {},
      outputsOf: (job) => {
        if (!plan) return {};
        if (job.jobId === "load-plan") return loadPlanOutputs(plan, { canary }).outputs;
        if (job.jobId === "expand") return expandOutputs(plan, String(job.inputs["job"]), { canary });
        return {};
      },
      outcomeOf: (job) => {
        if (job.jobId === "load-plan" && !plan) return "failure";
        if (isBenchmark(job))
          return behaviour.outcome(job, rows.get(String(job.inputs["row-id"]))?.row, attempt);
        return "success";
      }
    });
    const legs = schedule(log, {
      start: clock.now,
      fleet: this.o.fleet,
      infos: this.infos,
      duration: (e) => isBenchmark(e) ? behaviour.duration(e, rows.get(String(e.inputs["row-id"]))?.row) : LATENCY.hosted
    });
    const sweep = {
      run: run2,
      attempt,
      canary,
      log,
      legs,
      finished: false,
      ledger: [],
      ...plan ? { plan } : {}
    };
    this.sweeps.push(sweep);
    const total = [...rows.keys()].length;
    timeline.add(
      "run",
      `run ${run2.id} attempt ${attempt} started: ${plan ? `${total} planned rows` : "plan artifact missing"}, canary ${canary}, fail-fast ${inputs["fail-fast"]}`
    );
    for (const leg of legs.values()) this.replay(sweep, leg);
    clock.after(0, () => this.maybeFinish(sweep));
  }
  /** Queues a leg's start and end on the clock (again, with a new version, when it is re-timed). */
  replay(s, leg) {
    const version = leg.version;
    const e = leg.entry;
    if (e.call) return void (leg.done = true);
    const rows = this.rowsById(s.plan);
    let job;
    if (leg.dispatched && e.workflow === RUN_SWEEP && e.jobId === "queue-watch")
      return void this.o.clock.at(leg.start, () => this.queueWatch(s, leg));
    this.o.clock.at(leg.start, () => {
      if (leg.version !== version) return;
      if (leg.waitingFor) {
        job = this.addJob(s.run, jobName2(e), leg.waitingFor, null);
        job.status = "queued";
        job.createdAt = this.o.clock.iso();
        this.o.timeline.add(
          "job",
          `${describe(e, leg.rowId ? rows.get(leg.rowId)?.row : void 0)} queued: no runner carries ${JSON.stringify(leg.waitingFor)}`
        );
        return;
      }
      if (!leg.dispatched) return;
      const labels = Array.isArray(e.runsOn) ? e.runsOn.map(String) : ["ubuntu-latest"];
      job = this.addJob(s.run, jobName2(e), labels, leg.runner ?? null);
      if (leg.rowId)
        this.o.timeline.add("runner", `${leg.runner} \u25B6 ${describe(e, rows.get(leg.rowId)?.row)}`);
    });
    this.o.clock.at(leg.end, async () => {
      if (leg.version !== version) return;
      leg.done = true;
      const status = leg.entry.status;
      if (job)
        this.finishJob(
          job,
          status === "success" || status === "failure" || status === "cancelled" ? status : "skipped"
        );
      else if (leg.rowId && status === "cancelled") this.cancelledJob(s, e);
      if (leg.rowId) await this.benchmarkDone(s, leg, rows.get(leg.rowId)?.row);
      else if (leg.dispatched && e.jobId === "load-plan")
        this.o.timeline.add(
          "job",
          `load-plan: rows per sweep job (canaries apart): ${rowsPerJob(e.outputs["rows"])}`
        );
      else if (leg.dispatched && e.jobId === "collect") this.collect(s);
      else if (leg.dispatched && e.jobId === "links") await this.links(s, e);
      if (status === "skipped" && e.workflow === RUN_SWEEP && /^sweep-/.test(e.jobId) && /canary/.test(e.reason) && this.blockedByCanary(s, e))
        this.o.timeline.add("job", `${e.jobId} skipped: its canary did not succeed`);
      this.maybeFinish(s);
    });
  }
  blockedByCanary(s, e) {
    const rowsOut = JSON.parse(
      s.log.entries.find((x) => x.jobId === "load-plan")?.outputs["rows"] ?? "{}"
    );
    return (rowsOut[e.jobId] ?? 0) > 0;
  }
  async benchmarkDone(s, leg, row) {
    const e = leg.entry;
    const mins = Math.round((leg.end - leg.start) / 6e4);
    if (!leg.dispatched) {
      if (leg.waitingFor && e.status === "failure")
        this.o.timeline.add("result", `${describe(e, row)} failed: ${e.reason}`);
      if (e.status === "cancelled")
        this.o.timeline.add("cancel", `${describe(e, row)} cancelled before a runner took it`);
      return;
    }
    const mark = e.status === "success" ? "\u2714" : e.status === "failure" ? "\u2718" : "\u25A0";
    this.o.timeline.add("result", `${leg.runner} ${mark} ${describe(e, row)} ${e.status} after ${mins} min`);
    if (e.status === "success" || e.status === "failure") {
      const result = {
        "row-id": leg.rowId,
        attempt: s.attempt,
        status: e.status,
        runner: leg.runner,
        "exp-name": row?.["exp-name"]
      };
      this.upload(s.run.id, `result-${leg.rowId}-${s.attempt}`, {
        [`${leg.rowId}.json`]: JSON.stringify(result)
      });
    }
    if (e.status === "failure" && this.watching(s)) {
      this.o.timeline.add(
        "cancel",
        `fail-fast-watch: ${describe(e, row)} failed; cancelling run ${s.run.id} (run-wide fail-fast)`
      );
      if (!s.finished && s.cancelledAt === void 0)
        await api(this.o.gh, "POST", `/actions/runs/${s.run.id}/cancel`, {});
    }
  }
  /** The run-wide fail-fast watcher job runs in this attempt. */
  watching(s) {
    return s.log.entries.some((x) => x.jobId === "fail-fast-watch" && x.status === "success");
  }
  /** The run was cancelled (API or concurrency): running jobs stop, queued ones never start, `always()` jobs still run. */
  cancelSweep(run2) {
    const s = this.sweeps.filter((x) => x.run.id === run2.id && !x.finished).at(-1);
    if (!s) return;
    const t2 = this.o.clock.now;
    s.cancelledAt = t2;
    this.o.timeline.add("cancel", `run ${run2.id} cancelled: running jobs stop, queued jobs never start`);
    const reason = `run cancelled at ${new Date(t2).toISOString().slice(11, 19)} sim time`;
    for (const leg of s.legs.values()) {
      if (leg.done || leg.always || leg.entry.call) continue;
      leg.version++;
      if (leg.runner) this.o.fleet.release(leg.runner, t2);
      leg.dispatched = leg.dispatched && leg.start < t2;
      leg.start = Math.min(leg.start, t2);
      leg.end = t2;
      leg.entry = {
        ...leg.entry,
        status: "cancelled",
        reason: leg.dispatched ? `${reason} while it ran` : `${reason} before it started`
      };
      this.replayEnd(s, leg);
    }
    const pending = [...s.legs.values()].filter((l) => l.always && !l.done && l.start >= t2);
    for (const leg of pending) {
      leg.version++;
      const parentStart = t2 + 1e3;
      const needs = this.infos?.get(`${leg.entry.workflow}#${leg.entry.jobId}`)?.needs ?? [];
      const ready = Math.max(parentStart, ...needs.map((n) => endOf(s.legs, n)));
      const dur = leg.end - leg.start;
      leg.start = ready;
      leg.end = ready + dur;
      this.replay(s, leg);
    }
  }
  replayEnd(s, leg) {
    const version = leg.version;
    const rows = this.rowsById(s.plan);
    this.o.clock.at(leg.end, async () => {
      if (leg.version !== version) return;
      leg.done = true;
      const job = (this.state.jobs ?? []).find(
        (j) => j.runId === s.run.id && j.attempt === s.attempt && j.name === jobName2(leg.entry) && j.status !== "completed"
      );
      if (job) this.finishJob(job, "cancelled");
      else if (leg.rowId) this.cancelledJob(s, leg.entry);
      if (leg.rowId) await this.benchmarkDone(s, leg, rows.get(leg.rowId)?.row);
      this.maybeFinish(s);
    });
  }
  /** The collect job: `sweep dispatch collect`'s merge over every `result-*` artifact of the run. */
  collect(s) {
    const files = (this.state.artifacts ?? []).filter((a) => a.runId === s.run.id && a.name.startsWith("result-")).flatMap((a) => Object.entries(a.files).map(([f, text]) => ({ name: `${a.name}/${f}`, text })));
    const merged = collectResults(files);
    this.upload(s.run.id, "results_bmk", { "results_bmk.json": JSON.stringify(merged.rows) });
    this.o.timeline.add(
      "job",
      `collect: ${files.length} result files \u2192 ${merged.rows.length} rows in results_bmk (newest attempt per row id)${merged.problems.length ? `; ${merged.problems.length} unreadable` : ""}`
    );
  }
  cancelledJob(s, e) {
    const labels = Array.isArray(e.runsOn) ? e.runsOn.map(String) : [];
    this.finishJob(this.addJob(s.run, jobName2(e), labels, null), "cancelled");
  }
  /**
   * The queue-watch job: the action's watch mode runs for as long as it looks at the queue. Its waits are
   * simulated time: each sleep is an event on the clock, and the clock waits until the action sleeps
   * again or ends, so its looks interleave with the run's jobs deterministically.
   */
  async queueWatch(s, leg) {
    const version = leg.version;
    const e = leg.entry;
    const w = e.actionInputs?.[0];
    const job = this.addJob(s.run, jobName2(e), ["ubuntu-latest"], "GitHub Actions");
    if (!w) {
      this.o.timeline.add("job", "queue-watch: no action step");
      return this.watchDone(s, leg, job, "failure");
    }
    const workspace = mkdtempSync3(join9(tmpdir2(), "sweep-watch-"));
    this.planInto(s, workspace, "queue-watch");
    let paused;
    const untilPaused = () => new Promise((r) => paused = r);
    const clock = {
      now: () => SIM_EPOCH + this.o.clock.now,
      sleep: (ms) => new Promise((resume) => {
        this.o.clock.after(ms, () => {
          if (leg.version !== version) return;
          const next = untilPaused();
          resume();
          return next;
        });
        paused?.();
      })
    };
    const first = untilPaused();
    void runActionStep(this.o.host, {
      workspace,
      eventName: "workflow_dispatch",
      payload: { inputs: s.run.inputs },
      runId: s.run.id,
      runAttempt: s.attempt,
      with: w,
      clock,
      progress: (line) => {
        if (/status comment|runner list|cannot/.test(line))
          this.o.timeline.add("comment", `queue-watch: ${line}`);
      }
    }).then((step) => {
      s.watch = step;
      if (step.error) this.o.timeline.add("job", `queue-watch crashed: ${step.error.split("\n")[0]}`);
      if (leg.version === version) this.watchDone(s, leg, job, step.error ? "failure" : "success");
      paused?.();
    });
    return first;
  }
  watchDone(s, leg, job, conclusion) {
    leg.end = this.o.clock.now;
    leg.done = true;
    this.finishJob(job, conclusion);
    this.maybeFinish(s);
  }
  /** The download step of a sweep-run job: the plan artifact into the job's workspace. */
  planInto(s, workspace, jobId) {
    const download = jobSteps(packageRoot(), RUN_SWEEP, jobId).find(
      (x) => x.uses?.startsWith("actions/download-artifact@")
    );
    const art = (this.state.artifacts ?? []).find(
      (a) => String(a.runId) === s.run.inputs["plan-run-id"] && a.name === s.run.inputs["plan-artifact"]
    );
    if (download && art) {
      const dir = join9(workspace, download.with["path"] ?? ".");
      mkdirSync4(dir, { recursive: true });
      for (const [f, text] of Object.entries(art.files)) writeFileSync5(join9(dir, f), text);
    }
  }
  /**
   * The links job as sweep-run.yml writes it: its download step puts the plan artifact in the workspace,
   * then the action runs with the `with:` inputs the harness evaluated from the workflow (mode: report, …).
   */
  async links(s, e) {
    const w = e.actionInputs?.[0];
    if (!w) return void this.o.timeline.add("comment", "links job: no `uses: ./` step");
    const workspace = mkdtempSync3(join9(tmpdir2(), "sweep-links-"));
    this.planInto(s, workspace, "links");
    const step = await runActionStep(this.o.host, {
      workspace,
      eventName: "workflow_dispatch",
      payload: { inputs: s.run.inputs },
      runId: s.run.id,
      runAttempt: s.attempt,
      with: w
    });
    s.links = step;
    this.o.timeline.add(
      "comment",
      `links job: unofficial-run comment ${step.outputs["links-comment-id"] ? `#${step.outputs["links-comment-id"]}` : ""}${step.outputs["status-comment-id"] ? `; outcome in status comment #${step.outputs["status-comment-id"]}` : ""}${step.error ? ` crashed: ${step.error.split("\n")[0]}` : ""}`
    );
  }
  maybeFinish(s) {
    if (s.finished || [...s.legs.values()].some((l) => !l.done)) return;
    s.finished = true;
    const statuses = [...s.legs.values()].filter((l) => !l.entry.call).map((l) => l.entry.status);
    s.conclusion = s.cancelledAt !== void 0 ? "cancelled" : statuses.includes("failure") ? "failure" : "success";
    this.complete(s.run, s.conclusion);
    const entries = s.log.entries.map((e) => s.legs.get(e.path)?.entry ?? e);
    for (const e of entries.filter((x) => x.call)) {
      const inner = entries.filter((x) => x.path.startsWith(`${e.path}/`)).map((x) => x.status);
      if (inner.includes("cancelled") && e.status === "success") Object.assign(e, { status: "cancelled" });
      if (inner.includes("failure")) Object.assign(e, { status: "failure" });
    }
    s.log = {
      ...s.log,
      entries,
      conclusion: s.conclusion === "success" ? "success" : s.conclusion === "failure" ? "failure" : "cancelled"
    };
    s.ledger = s.plan ? this.ledger(s) : [];
    const counts = /* @__PURE__ */ new Map();
    for (const r of s.ledger) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    this.o.timeline.add(
      "run",
      `run ${s.run.id} attempt ${s.attempt} ${s.conclusion}: ${[...counts].map(([k, v]) => `${v} ${k}`).join(", ") || "no rows"}`
    );
  }
  ledger(s) {
    const rows = this.rowsById(s.plan);
    const fates = accountRows(s.plan, s.log, s.canary);
    const failedCanaries = s.log.entries.filter(
      (e) => e.workflow === RUN_SWEEP && e.jobId.startsWith("canary-") && e.status !== "success" && e.status !== "skipped"
    ).map((e) => e.jobId);
    return fates.map((f) => {
      const legs = [...s.legs.values()].filter(
        (l) => l.rowId === f.rowId && l.dispatched && !l.entry.reason.startsWith("kept from attempt")
      );
      const reason = f.status === "skipped" && f.reason.startsWith("if:") && failedCanaries.length ? `not dispatched: canary ${failedCanaries.join(", ")} did not succeed` : f.reason;
      return {
        ...f,
        reason,
        bucket: rows.get(f.rowId)?.bucket ?? "?",
        dispatched: legs.length,
        ...legs[0]?.runner ? { runner: legs[0].runner } : {}
      };
    });
  }
};
function jobName2(e) {
  const parts = e.path.split("/");
  if (isBenchmark(e)) parts[parts.length - 1] = String(e.inputs["row-id"] ?? "benchmark");
  return parts.join(" / ");
}
function describe(e, row) {
  const job = String(e.inputs["job"] ?? e.path.split("/")[0]);
  return `${job} ${String(row?.["exp-name"] ?? "?")} [${String(e.inputs["row-id"] ?? "").slice(0, 8)}]`;
}
async function api(gh, method, path, body, token = "ghs_runner_token") {
  const res = await fetch(`${gh.url}/repos/${gh.state.owner}/${gh.state.repo}${path}`, {
    method,
    headers: {
      authorization: `token ${token}`,
      "content-type": "application/json",
      accept: "application/vnd.github+json"
    },
    ...body !== void 0 ? { body: JSON.stringify(body) } : {}
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : void 0;
}
function rowsPerJob(rows) {
  const counts = Object.entries(JSON.parse(rows ?? "{}")).filter(([, n]) => n > 0);
  return counts.map(([job, n]) => `${job} ${n}`).join(", ") || "none";
}

// src/sim/fake-github.ts
import { createServer } from "node:http";

// src/sim/fake-types.ts
var bornAt = /* @__PURE__ */ new WeakMap();
var born = (x) => {
  bornAt.set(x, Date.now());
  return x;
};
var shown = (state, x) => {
  const at = bornAt.get(x);
  return !state.listingLagMs || at === void 0 || Date.now() - at >= state.listingLagMs;
};

// src/sim/fake-json.ts
var userJson = (u) => ({
  login: u.login,
  type: u.type,
  id: 1,
  node_id: "U",
  avatar_url: ""
});
var repoJson = (full) => ({ full_name: full, name: full.split("/")[1] ?? full });
var page = (state, path) => `https://github.com/${state.owner}/${state.repo}/${path}`;
var commentJson = (state, c) => ({
  id: c.id,
  body: c.body,
  user: userJson(c.user),
  created_at: c.createdAt,
  updated_at: c.createdAt,
  html_url: page(state, `pull/${c.issue}#issuecomment-${c.id}`)
});
var pullJson = (state, p) => {
  const json = {
    number: p.number,
    state: p.state,
    merged: p.merged,
    draft: p.draft,
    merge_commit_sha: p.mergeSha,
    mergeable: p.mergeable,
    comments: state.comments.filter((c) => c.issue === p.number && shown(state, c)).length,
    changed_files: (p.files ?? []).length,
    html_url: page(state, `pull/${p.number}`),
    user: userJson(p.user),
    head: { sha: p.head.sha, ref: p.head.ref, repo: repoJson(p.head.repo) },
    base: { sha: p.base.sha, ref: p.base.ref, repo: repoJson(p.base.repo) },
    labels: labelsJson(p.labels)
  };
  return json;
};
var labelsJson = (labels) => labels.map((name, i) => ({ id: i + 1, name }));
var runJson = (state, r) => ({
  id: r.id,
  name: r.name,
  display_title: r.displayTitle,
  status: r.status,
  conclusion: r.conclusion,
  head_sha: r.headSha,
  event: r.event,
  created_at: r.createdAt,
  html_url: page(state, `actions/runs/${r.id}`),
  run_attempt: r.attempt,
  path: `.github/workflows/${r.workflow}`
});
var jobJson = (state, j) => ({
  id: j.id,
  run_id: j.runId,
  run_attempt: j.attempt,
  name: j.name,
  status: j.status,
  conclusion: j.conclusion,
  labels: j.labels,
  runner_name: j.runnerName,
  started_at: j.startedAt,
  completed_at: j.completedAt,
  created_at: j.createdAt ?? j.startedAt,
  html_url: page(state, `actions/runs/${j.runId}/job/${j.id}`)
});
var runnerJson = (r) => ({
  id: r.id,
  name: r.name,
  os: "Linux",
  status: r.status,
  busy: r.busy,
  labels: r.labels.map((name, i) => ({ id: i + 1, name, type: i === 0 ? "read-only" : "custom" }))
});
var artifactJson = (a) => ({
  id: a.id,
  name: a.name,
  size_in_bytes: Object.values(a.files).reduce((n, t2) => n + t2.length, 0),
  expired: a.expired ?? false,
  created_at: a.createdAt,
  workflow_run: { id: a.runId }
});

// src/sim/fake-routes.ts
var HttpError = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
  status;
};
function route(state, url, req) {
  const prefix = `/repos/${state.owner}/${state.repo}`;
  const target = req.method === "POST" ? req.path.match(/^\/repos\/([^/]+\/[^/]+)\/dispatches$/) : null;
  if (target) return repositoryDispatch(state, target[1], req);
  if (!req.path.startsWith(prefix)) throw new HttpError(404, "Not Found");
  const rest = req.path.slice(prefix.length);
  const ctx = { state, url, prefix, req, b: req.body ?? {} };
  for (const [method, pattern, handler2] of ROUTES) {
    if (method !== req.method) continue;
    const m = rest.match(pattern);
    if (m) return handler2(ctx, m);
  }
  throw new HttpError(404, `Not Found: ${req.method} ${req.path}`);
}
function paginate2(c, items) {
  const { query, path } = c.req;
  const perPage = Math.min(100, Number(query.per_page ?? 30) || 30);
  const page2 = Math.max(1, Number(query.page ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page2 - 1) * perPage, page2 * perPage);
  const at = (p) => {
    const q = new URLSearchParams({ ...query, per_page: String(perPage), page: String(p) });
    return `<${c.url}${path}?${q}>`;
  };
  const rels = [];
  if (page2 < last) rels.push(`${at(page2 + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page2 > 1) rels.push(`${at(1)}; rel="first"`, `${at(page2 - 1)}; rel="prev"`);
  return { slice, link: rels.length ? rels.join(", ") : void 0 };
}
var listed = (c, items) => {
  const { slice, link: link2 } = paginate2(c, items);
  return { status: 200, body: slice, link: link2 };
};
function pull(state, n) {
  const p = state.pulls.find((x) => x.number === Number(n));
  if (!p) throw new HttpError(404, "Not Found");
  return p;
}
function comment(state, id2) {
  const c = state.comments.find((x) => x.id === Number(id2));
  if (!c) throw new HttpError(404, "Not Found");
  return c;
}
function run(state, id2) {
  const r = state.runs.find((x) => x.id === Number(id2));
  if (!r) throw new HttpError(404, "Not Found");
  return r;
}
var now = (state) => new Date(Date.now() + state.nextId).toISOString();
var emitPull = (state, p, action, sender, label2) => state.onEvent?.({
  name: "pull_request_target",
  sender,
  payload: {
    action,
    number: p.number,
    pull_request: pullJson(state, p),
    label: { name: label2 },
    sender: userJson(sender),
    repository: repoJson(`${state.owner}/${state.repo}`)
  }
});
var requireBody = (b) => {
  if (typeof b.body !== "string") throw new HttpError(422, "body is required");
  return b.body;
};
var createComment = ({ state, url, prefix, req, b }, m) => {
  pull(state, m[1]);
  const body = requireBody(b);
  const c = {
    id: state.nextId++,
    issue: Number(m[1]),
    body,
    user: req.user,
    createdAt: now(state),
    reactions: []
  };
  state.comments.push(born(c));
  state.onEvent?.({
    name: "issue_comment",
    sender: req.user,
    payload: {
      action: "created",
      issue: { number: c.issue, pull_request: { url: `${url}${prefix}/pulls/${c.issue}` } },
      comment: commentJson(state, c),
      sender: userJson(req.user),
      repository: repoJson(`${state.owner}/${state.repo}`)
    }
  });
  return { status: 201, body: commentJson(state, c) };
};
var addReaction = ({ state, req, b }, m) => {
  const c = comment(state, m[1]);
  const content = String(b.content);
  const login = req.user.login;
  const existing = c.reactions.find((r) => r.content === content && r.user === login);
  const id2 = existing?.id ?? state.nextId++;
  if (existing) existing.id = id2;
  else c.reactions.push({ id: id2, content, user: login });
  return { status: existing ? 200 : 201, body: { id: id2, content, user: userJson(req.user) } };
};
var listReactions = (c, m) => {
  const { state } = c;
  const cm = comment(state, m[1]);
  for (const r of cm.reactions) r.id ??= state.nextId++;
  const all = cm.reactions.map((r) => ({
    id: r.id,
    content: r.content,
    user: userJson({ login: r.user, type: r.user.endsWith("[bot]") ? "Bot" : "User" })
  }));
  return listed(c, all);
};
var listFiles = (c, m) => listed(
  c,
  (pull(c.state, m[1]).files ?? []).map((f) => ({
    sha: "0".repeat(40),
    status: f.previous_filename ? "renamed" : "modified",
    changes: f.additions + f.deletions,
    ...f
  }))
);
var listIssueReactions = (c, m) => listed(
  c,
  (pull(c.state, m[1]).reactions ?? []).map((r) => ({
    id: r.id,
    content: r.content,
    user: userJson({ login: r.user, type: r.user.endsWith("[bot]") ? "Bot" : "User" })
  }))
);
var addIssueReaction = ({ state, req, b }, m) => {
  const list = pull(state, m[1]).reactions ??= [];
  const content = String(b.content);
  const existing = list.find((r) => r.content === content && r.user === req.user.login);
  const id2 = existing?.id ?? state.nextId++;
  if (!existing) list.push({ id: id2, content, user: req.user.login });
  return { status: existing ? 200 : 201, body: { id: id2, content, user: userJson(req.user) } };
};
var deleteReaction = ({ state }, m) => {
  const c = comment(state, m[1]);
  const i = c.reactions.findIndex((r) => r.id === Number(m[2]));
  if (i < 0) throw new HttpError(404, "Not Found");
  c.reactions.splice(i, 1);
  return { status: 204 };
};
var setStatus = ({ state, b }, m) => {
  const entry = {
    sha: m[1],
    state: String(b.state),
    context: String(b.context ?? "default"),
    description: String(b.description ?? "")
  };
  (state.statuses ??= []).push(entry);
  return { status: 201, body: { id: state.nextId++, ...entry } };
};
var dispatch = ({ state, url, prefix, b }, m) => {
  const workflow = decodeURIComponent(m[1]);
  const inputs = b.inputs ?? {};
  const ref = String(b.ref ?? state.defaultBranch);
  const r = {
    id: state.nextId++,
    workflow,
    name: workflow.replace(/\.ya?ml$/, ""),
    // The sweep workflow's `run-name: ${{ inputs.title }}`; older callers pass only the parts.
    displayTitle: inputs["title"] ? inputs["title"] : inputs["pr-number"] && inputs["head-sha"] && inputs["plan-key"] ? sweepRunName({
      pr: Number(inputs["pr-number"]),
      headSha: inputs["head-sha"],
      planKey: inputs["plan-key"]
    }) : workflow,
    status: "queued",
    conclusion: null,
    headSha: state.runHeadSha?.(inputs, ref) ?? inputs["head-sha"] ?? ref,
    ref,
    event: "workflow_dispatch",
    inputs,
    createdAt: now(state),
    attempt: 1
  };
  state.runs.push(born(r));
  state.onRun?.(r, "dispatched");
  if (b.return_run_details !== true) return { status: 204 };
  const out = {
    workflow_run_id: r.id,
    run_url: `${url}${prefix}/actions/runs/${r.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/actions/runs/${r.id}`
  };
  return { status: 200, body: out };
};
var listRuns = (c, m) => {
  const { state, req } = c;
  const workflow = decodeURIComponent(m[1]);
  const status = req.query.status;
  const all = state.runs.filter(
    (r) => r.workflow === workflow && shown(state, r) && (!status || r.status === status || r.conclusion === status)
  ).sort((x, y) => y.id - x.id);
  const { slice, link: link2 } = paginate2(
    c,
    all.map((r) => runJson(state, r))
  );
  return { status: 200, body: { total_count: all.length, workflow_runs: slice }, link: link2 };
};
var cancelRun = ({ state }, m) => {
  const r = run(state, m[1]);
  if (r.status === "completed") throw new HttpError(409, "Cannot cancel a workflow run that is completed.");
  r.status = "completed";
  r.conclusion = "cancelled";
  state.onRun?.(r, "cancelled");
  return { status: 202, body: {} };
};
var rerunFailed = ({ state }, m) => {
  const r = run(state, m[1]);
  if (r.status !== "completed") throw new HttpError(403, "This workflow run is not completed");
  r.status = "queued";
  r.conclusion = null;
  r.attempt += 1;
  state.onRun?.(r, "rerun");
  return { status: 201, body: {} };
};
var addLabels = ({ state, req, b }, m) => {
  const p = pull(state, m[1]);
  const names = (Array.isArray(b.labels) ? b.labels : []).map(String);
  for (const name of names.filter((n) => !p.labels.includes(n))) {
    p.labels.push(name);
    recordLabel(state, p.number, "labeled", name);
    emitPull(state, p, "labeled", req.user, name);
  }
  return { status: 200, body: labelsJson(p.labels) };
};
var removeLabel = ({ state, req }, m) => {
  const p = pull(state, m[1]);
  const name = decodeURIComponent(m[2]);
  if (!p.labels.includes(name)) throw new HttpError(404, "Label does not exist");
  p.labels.splice(p.labels.indexOf(name), 1);
  recordLabel(state, p.number, "unlabeled", name);
  emitPull(state, p, "unlabeled", req.user, name);
  return { status: 200, body: labelsJson(p.labels) };
};
var listJobs = (c, m) => {
  const { state, req } = c;
  const r = run(state, m[1]);
  const all = (state.jobs ?? []).filter((j) => j.runId === r.id && (req.query.filter === "all" || j.attempt === r.attempt)).sort((x, y) => x.id - y.id);
  const { slice, link: link2 } = paginate2(
    c,
    all.map((j) => jobJson(state, j))
  );
  return { status: 200, body: { total_count: all.length, jobs: slice }, link: link2 };
};
var listRunners = (c) => {
  const { state } = c;
  if (!state.runners) throw new HttpError(403, "Resource not accessible by integration");
  const all = [...state.runners].sort((x, y) => x.id - y.id);
  const { slice, link: link2 } = paginate2(c, all.map(runnerJson));
  return { status: 200, body: { total_count: all.length, runners: slice }, link: link2 };
};
var listArtifacts = (c, m) => {
  const { state, req } = c;
  const r = run(state, m[1]);
  const name = req.query.name;
  const all = (state.artifacts ?? []).filter((a) => a.runId === r.id && (!name || a.name === name));
  const { slice, link: link2 } = paginate2(c, all.map(artifactJson));
  return { status: 200, body: { total_count: all.length, artifacts: slice }, link: link2 };
};
function repositoryDispatch(state, repo, req) {
  const b = req.body ?? {};
  if (typeof b.event_type !== "string" || !b.event_type) throw new HttpError(422, "event_type is required");
  (state.repositoryDispatches ??= []).push({
    repo,
    eventType: b.event_type,
    payload: b.client_payload ?? {},
    user: req.user.login
  });
  return { status: 204 };
}
function recordLabel(state, issue, event, label2) {
  (state.labelEvents ??= []).push({ issue, event, label: label2, createdAt: state.clock?.() ?? now(state) });
}
var MERGE_ROUTES = [
  [
    "GET",
    /^\/actions\/artifacts$/,
    (c) => {
      const all = (c.state.artifacts ?? []).filter((a) => !c.req.query.name || a.name === c.req.query.name).sort((x, y) => y.id - x.id);
      const { slice, link: link2 } = paginate2(c, all.map(artifactJson));
      return { status: 200, body: { total_count: all.length, artifacts: slice }, link: link2 };
    }
  ],
  [
    "GET",
    /^\/actions\/artifacts\/(\d+)\/zip$/,
    ({ state }, m) => {
      const a = (state.artifacts ?? []).find((x) => x.id === Number(m[1]));
      if (!a) throw new HttpError(404, "Not Found");
      if (a.expired) throw new HttpError(410, "Artifact has expired");
      return { status: 200, raw: writeZip(a.files) };
    }
  ],
  [
    "GET",
    /^\/commits\/([0-9a-f]{40})\/pulls$/,
    (c, m) => {
      const { state } = c;
      const sha = m[1];
      const numbers = state.commitPulls?.[sha] ?? state.pulls.filter((p) => p.merged && p.mergeSha === sha || p.head.sha === sha).map((p) => p.number);
      return listed(
        c,
        numbers.map((n) => {
          const p = state.pulls.find((x) => x.number === n);
          return p ? pullJson(state, p) : { number: n };
        })
      );
    }
  ],
  [
    "GET",
    /^\/issues\/(\d+)\/events$/,
    (c, m) => listed(
      c,
      (c.state.labelEvents ?? []).filter((e) => e.issue === Number(m[1])).map((e, i) => ({ id: i + 1, event: e.event, label: { name: e.label }, created_at: e.createdAt }))
    )
  ],
  [
    "GET",
    /^\/commits\/([0-9a-f]{40})\/statuses$/,
    (c, m) => listed(
      c,
      (c.state.statuses ?? []).filter((x) => x.sha === m[1]).reverse().map((x, i) => ({ id: i + 1, ...x }))
    )
  ]
];
var ROUTES = [
  ...MERGE_ROUTES,
  ["GET", /^\/pulls\/(\d+)$/, ({ state }, m) => ({ status: 200, body: pullJson(state, pull(state, m[1])) })],
  [
    "GET",
    /^\/issues\/(\d+)$/,
    ({ state }, m) => {
      const p = pull(state, m[1]);
      return {
        status: 200,
        body: { number: p.number, comments: pullJson(state, p).comments, state: p.state }
      };
    }
  ],
  ["GET", /^\/pulls\/(\d+)\/files$/, listFiles],
  ["GET", /^\/issues\/(\d+)\/reactions$/, listIssueReactions],
  ["POST", /^\/issues\/(\d+)\/reactions$/, addIssueReaction],
  ["GET", /^\/issues\/(\d+)\/labels$/, (c, m) => listed(c, labelsJson(pull(c.state, m[1]).labels))],
  [
    "GET",
    /^\/issues\/(\d+)\/comments$/,
    (c, m) => {
      const all = c.state.comments.filter((x) => x.issue === Number(m[1]) && shown(c.state, x)).sort((x, y) => x.id - y.id);
      return listed(
        c,
        all.map((x) => commentJson(c.state, x))
      );
    }
  ],
  ["POST", /^\/issues\/(\d+)\/comments$/, createComment],
  [
    "PATCH",
    /^\/issues\/comments\/(\d+)$/,
    ({ state, b }, m) => {
      const c = comment(state, m[1]);
      c.body = requireBody(b);
      return { status: 200, body: commentJson(state, c) };
    }
  ],
  [
    "DELETE",
    /^\/issues\/comments\/(\d+)$/,
    ({ state }, m) => {
      const c = comment(state, m[1]);
      state.comments.splice(state.comments.indexOf(c), 1);
      return { status: 204 };
    }
  ],
  ["POST", /^\/issues\/comments\/(\d+)\/reactions$/, addReaction],
  ["GET", /^\/issues\/comments\/(\d+)\/reactions$/, listReactions],
  ["DELETE", /^\/issues\/comments\/(\d+)\/reactions\/(\d+)$/, deleteReaction],
  ["POST", /^\/statuses\/([0-9a-f]{40})$/, setStatus],
  [
    "GET",
    /^\/git\/commits\/([0-9a-f]+)$/,
    ({ state }, m) => {
      const message = state.commits[m[1]];
      if (message === void 0) throw new HttpError(404, "Not Found");
      return { status: 200, body: { sha: m[1], message } };
    }
  ],
  [
    "GET",
    /^\/collaborators\/([^/]+)\/permission$/,
    ({ state }, m) => {
      const login = decodeURIComponent(m[1]);
      const p = state.permissions[login] ?? { permission: "read", role_name: "read" };
      return { status: 200, body: { ...p, user: userJson({ login, type: "User" }) } };
    }
  ],
  ["POST", /^\/actions\/workflows\/([^/]+)\/dispatches$/, dispatch],
  ["GET", /^\/actions\/workflows\/([^/]+)\/runs$/, listRuns],
  ["POST", /^\/actions\/runs\/(\d+)\/cancel$/, cancelRun],
  ["POST", /^\/actions\/runs\/(\d+)\/rerun-failed-jobs$/, rerunFailed],
  ["POST", /^\/issues\/(\d+)\/labels$/, addLabels],
  ["DELETE", /^\/issues\/(\d+)\/labels\/([^/]+)$/, removeLabel],
  [
    "GET",
    /^\/actions\/runs\/(\d+)$/,
    ({ state }, m) => ({ status: 200, body: runJson(state, run(state, m[1])) })
  ],
  ["GET", /^\/actions\/runs\/(\d+)\/jobs$/, listJobs],
  ["GET", /^\/actions\/runners$/, listRunners],
  ["GET", /^\/actions\/runs\/(\d+)\/artifacts$/, listArtifacts]
];

// src/sim/fake-github.ts
var actionsBot = { login: "github-actions[bot]", type: "Bot" };
function emptyState(over = {}) {
  return {
    owner: "SemiAnalysisAI",
    repo: "InferenceX",
    defaultBranch: "main",
    tokens: {},
    pulls: [],
    comments: [],
    commits: {},
    permissions: {},
    runs: [],
    nextId: 1e3,
    ...over
  };
}
async function startFakeGitHub(state = emptyState()) {
  const requests = [];
  const faults = [];
  const hanging = /* @__PURE__ */ new Set();
  let url = "";
  const server = createServer((req, res) => {
    void handle2(req, res);
  });
  async function handle2(req, res) {
    const u = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const query = Object.fromEntries(u.searchParams);
    const raw = await readBody(req);
    let body;
    try {
      body = raw ? JSON.parse(raw) : void 0;
    } catch {
      body = raw;
    }
    const token = (req.headers.authorization ?? "").replace(/^(token|bearer)\s+/i, "");
    const user = state.tokens[token] ?? actionsBot;
    const entry = { method, path: u.pathname, query, body, status: 0, user: user.login };
    requests.push(entry);
    const send2 = (status, payload, extra = {}) => {
      entry.status = status;
      res.writeHead(status, { ...rateHeaders(requests.length), ...extra });
      res.end(payload === void 0 ? "" : JSON.stringify(payload));
    };
    const fault = takeFault(faults, method, u.pathname);
    const kind = fault?.kind ?? "status";
    if (fault && kind === "status") {
      send2(fault.status ?? 500, { message: fault.message ?? "injected fault" }, fault.headers);
      return;
    }
    let out;
    try {
      const asked = kind === "no-details" ? { ...body, return_run_details: false } : body;
      out = route(state, url, { method, path: u.pathname, query, body: asked, user });
    } catch (e) {
      if (e instanceof HttpError) send2(e.status, { message: e.message });
      else send2(500, { message: e.message });
      return;
    }
    answer(res, entry, fault, out, send2, requests.length);
  }
  function answer(res, entry, fault, out, send2, used) {
    const kind = fault?.kind ?? "status";
    if (kind === "after-write")
      send2(fault.status ?? 502, { message: fault.message ?? "Bad Gateway" }, fault.headers);
    else if (kind === "hang") {
      const timer = setTimeout(() => send2(out.status, out.body), fault.hangMs ?? 3e4);
      hanging.add(res);
      res.on("close", () => {
        clearTimeout(timer);
        hanging.delete(res);
      });
    } else if (kind === "truncated") {
      const text = JSON.stringify(out.body ?? {});
      entry.status = 200;
      res.writeHead(200, rateHeaders(used));
      res.end(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    } else if (out.raw) {
      entry.status = out.status;
      res.writeHead(out.status, { ...rateHeaders(requests.length), "content-type": "application/zip" });
      res.end(out.raw);
    } else send2(out.status, out.body, out.link && kind !== "drop-link" ? { link: out.link } : {});
  }
  await new Promise((resolve6) => server.listen(0, "127.0.0.1", resolve6));
  url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    state,
    requests,
    inject: (f) => faults.push({ ...f, left: f.times ?? 1 }),
    close: () => new Promise((resolve6) => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      server.close(() => resolve6());
    })
  };
}
var rateHeaders = (used) => ({
  "content-type": "application/json; charset=utf-8",
  "x-ratelimit-limit": "1000",
  "x-ratelimit-remaining": String(Math.max(0, 1e3 - used)),
  "x-ratelimit-used": String(used),
  "x-ratelimit-reset": String(Math.floor(Date.now() / 1e3) + 3600),
  "x-ratelimit-resource": "core"
});
function takeFault(faults, method, path) {
  const i = faults.findIndex(
    (f2) => (!f2.method || f2.method === method) && (typeof f2.path === "string" ? path.includes(f2.path) : f2.path.test(path))
  );
  if (i < 0) return void 0;
  const f = faults[i];
  if (--f.left <= 0) faults.splice(i, 1);
  return f;
}
function readBody(req) {
  return new Promise((resolve6, reject) => {
    let s = "";
    req.setEncoding("utf8");
    req.on("data", (c) => s += c);
    req.on("end", () => resolve6(s));
    req.on("error", reject);
  });
}

// src/sim/runners.ts
var import_yaml3 = __toESM(require_dist(), 1);
var RunnerFleet = class _RunnerFleet {
  /** label → runner names. */
  constructor(labels) {
    this.labels = labels;
    for (const names of Object.values(labels)) for (const n of names) this.freeAt.set(n, 0);
  }
  labels;
  freeAt = /* @__PURE__ */ new Map();
  hosted = 0;
  static fromRunnersYaml(text) {
    const doc = (0, import_yaml3.parse)(text, { version: "1.1" }) ?? {};
    const labels = {};
    for (const [k, v] of Object.entries(doc.labels ?? {})) if (Array.isArray(v)) labels[k] = v.map(String);
    return new _RunnerFleet(labels);
  }
  /** The fleet with every runner of these labels offline (they take no jobs, under any label). */
  without(labels) {
    const gone = new Set(labels.flatMap((l) => this.labels[l] ?? []));
    if (!gone.size) return this;
    const kept = {};
    for (const [l, names] of Object.entries(this.labels)) {
      const left = names.filter((n) => !gone.has(n));
      if (left.length) kept[l] = left;
    }
    return new _RunnerFleet(kept);
  }
  /** Every runner as the runners listing shows it; those not in `online` are offline. */
  registered(online) {
    const names = [...new Set(Object.values(this.labels).flat())].sort();
    const up = new Set(Object.values(online.labels).flat());
    return names.map((name, i) => ({
      id: i + 1,
      name,
      status: up.has(name) ? "online" : "offline",
      busy: false,
      labels: ["self-hosted", ...Object.keys(this.labels).filter((l) => this.labels[l].includes(name))]
    }));
  }
  /** Runners carrying every self-hosted label of `runsOn` (scheduler labels like `ci-job-*` are attached on demand). */
  candidates(runsOn) {
    const wanted = runsOn.filter((l) => l !== "self-hosted" && !/^ci-(job|attempt|skip-queue-pr)-/.test(l));
    if (wanted.length === 0) return [];
    const sets = wanted.map((l) => new Set(this.labels[l] ?? []));
    return [...sets[0]].filter((n) => sets.every((s) => s.has(n))).sort();
  }
  isHosted = (runsOn) => runsOn.length === 1 && /^(ubuntu|windows|macos)-/.test(runsOn[0]);
  /** Books the earliest free runner for `duration` ms from `ready`; undefined when no runner carries the labels. */
  book(runsOn, ready, duration) {
    if (this.isHosted(runsOn))
      return { runner: `GitHub Actions ${++this.hosted}`, start: ready, end: ready + duration };
    const names = this.candidates(runsOn);
    if (names.length === 0) return void 0;
    let best = names[0];
    for (const n of names)
      if (Math.max(ready, this.freeAt.get(n)) < Math.max(ready, this.freeAt.get(best))) best = n;
    const start = Math.max(ready, this.freeAt.get(best));
    this.freeAt.set(best, start + duration);
    return { runner: best, start, end: start + duration };
  }
  /** A cancelled job gives its runner back at `t`. */
  release(runner, t2) {
    if (this.freeAt.has(runner) && this.freeAt.get(runner) > t2) this.freeAt.set(runner, t2);
  }
};

// src/sim/scenarios.ts
var DEMO_PR = 42;
var DEMO_SETTINGS = { "fail-fast-scope": "run" };
var min = 6e4;
var appendEntry = (base) => `${base.replace(/\n*$/, "\n")}
- config-keys:
    - dsr1-fp4-gb200-dynamo-trt
    - dsv4-fp4-gb300-dynamo-vllm
    - kimik3-fp4-gb200-dynamo-vllm-agentic
    - qwen3.5-fp4-gb300-dynamo-sglang-agentic-disagg
  description:
    - "New disaggregated recipes and agentic curves on GB200 NVL and GB300 NVL"
  pr-link: XXX
`;
var rewriteHistory = (base) => appendEntry(
  base.replace(
    '"Baseline single-node DeepSeek-R1 sweeps on B200 and MI355X"',
    '"Baseline sweeps (edited after the fact)"'
  )
);
var demoConfigEdits = {
  "configs/nvidia-master.yaml": (t2) => t2.replace(/(dsv4-fp4-gb300-dynamo-vllm:\n {2}image: vllm\/vllm-openai:)v0\.21\.0/, "$1v0.21.1")
};
var open = { at: 0, kind: "open" };
var label = (at, ...labels) => ({ at, kind: "label", user: "maintainer", labels });
var gb300Fixed = (c) => c.job === "sweep-multi-node-8k1k" && c.row?.["runner"] === "cluster:gb300-nv";
var scenarios = [
  {
    name: "fail-fast",
    summary: "full-sweep-fail-fast: canary, shards on gb200-nv and gb300-nv, one injected failure, run-wide cancellation (default)",
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, "full-sweep-fail-fast")],
    fails: (c) => c.attempt === 1 && gb300Fixed(c)
  },
  {
    name: "happy-path",
    summary: "full-sweep-fail-fast with every row succeeding: status and unofficial-run links comments",
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, "full-sweep-fail-fast")]
  },
  {
    name: "canary-failure",
    summary: "the canary fails, so every family is skipped and the status says what it blocked",
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, "full-sweep-fail-fast")],
    fails: (c) => c.canaryRow
  },
  {
    name: "conflicting-labels",
    summary: "two primary labels at once: an error, no dispatch",
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, "full-sweep-fail-fast", "full-sweep-enabled")]
  },
  {
    name: "bad-changelog",
    summary: "the PR edits an existing changelog entry: the append-only gate fails with file:line, no dispatch",
    edit: rewriteHistory,
    steps: [open, label(2 * min, "full-sweep-fail-fast")]
  },
  {
    name: "fork-approval",
    summary: "a fork PR waits for approval; an outsider's /approve is refused; a maintainer's label approves the exact SHA",
    fork: true,
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [
      open,
      { at: 3 * min, kind: "comment", user: "contributor", body: (sha) => `/approve ${sha.slice(0, 12)}` },
      label(6 * min, "full-sweep-fail-fast")
    ]
  },
  {
    name: "rerun-failed",
    summary: "full-sweep-enabled, one flaky row fails; a maintainer comments /sweep rerun-failed and attempt 2 passes",
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [
      open,
      label(2 * min, "full-sweep-enabled"),
      { at: 6 * 60 * min, kind: "comment", user: "maintainer", body: "/sweep rerun-failed" }
    ],
    fails: (c) => c.attempt === 1 && gb300Fixed(c)
  }
];
var hour = 60 * min;
var useLatest = (at) => ({
  at,
  kind: "comment",
  user: "maintainer",
  body: (_sha, runId) => `/use ${runId ?? ""}`.trim()
});
var mergeAt = (at) => ({ at, kind: "merge", user: "maintainer" });
scenarios.push(
  {
    name: "merge-with-reuse",
    summary: "full-sweep-enabled sweep, a maintainer pins it with /use, the PR merges: one repository_dispatch publishes it to the dashboard, nothing is benchmarked again",
    edit: appendEntry,
    steps: [open, label(2 * min, "full-sweep-enabled"), useLatest(7 * hour), mergeAt(8 * hour)]
  },
  {
    name: "merge-without-reuse",
    summary: "the PR merges without /use: the merge run fails closed with the message to post /use <run_id> before merging; nothing is published",
    edit: appendEntry,
    steps: [open, label(2 * min, "full-sweep-enabled"), mergeAt(8 * hour)]
  },
  {
    name: "reuse-invalidated",
    summary: "a run pinned with /use, then a push to the PR: the pin no longer applies (the status says why) and the new head is swept",
    edit: appendEntry,
    steps: [
      open,
      label(2 * min, "full-sweep-enabled"),
      useLatest(7 * hour),
      {
        at: 8 * hour,
        kind: "push",
        message: "perf-changelog: clarify the description",
        edit: (text) => text.replace('"New disaggregated recipes', '"New disaggregated serving recipes')
      }
    ]
  }
);
scenarios.push({
  name: "unknown-runner-label",
  summary: "the PR moves a config to the runner label 'gb300-nv', which no runner in runners.yaml carries: refused before dispatch, the status names the rows and the label",
  edit: appendEntry,
  editFiles: {
    "configs/nvidia-master.yaml": (t2) => t2.replace(/(dsv4-fp4-gb300-dynamo-vllm:\n(?: {2}.*\n)*? {2}runner: )cluster:gb300-nv/, "$1gb300-nv")
  },
  steps: [open, label(2 * min, "full-sweep-fail-fast")]
});
scenarios.push(
  {
    name: "runner-offline",
    summary: "the gb300-nv runners are offline: its jobs stay queued; within queue-alert-minutes the status names each waiting row and the label no online runner carries",
    edit: appendEntry,
    steps: [open, label(2 * min, "full-sweep-enabled")],
    offline: ["cluster:gb300-nv"],
    runnersReadable: true
  },
  {
    name: "runner-list-unreadable",
    summary: "the gb300-nv runners are offline and the token cannot read the runner list: the status says so and still names the waiting rows and their labels",
    edit: appendEntry,
    steps: [open, label(2 * min, "full-sweep-enabled")],
    offline: ["cluster:gb300-nv"]
  }
);
var scenarioNames = scenarios.map((s) => s.name);
var findScenario = (name) => scenarios.find((s) => s.name === name);

// src/sim/lifecycle.ts
var USERS = {
  maintainer: { permission: "write", role_name: "write" },
  contributor: { permission: "read", role_name: "read" },
  author: { permission: "write", role_name: "write" }
};
var hashOf = (s) => parseInt(createHash("sha256").update(s).digest("hex").slice(0, 8), 16);
function behaviourFor(scenario) {
  const ctx = (job, row, attempt) => ({
    row,
    job: String(job.inputs["job"] ?? ""),
    canaryRow: job.inputs["canary-row"] === true,
    attempt
  });
  return {
    duration: (job, row) => {
      const spread = hashOf(String(job.inputs["row-id"] ?? job.path)) % 6e5;
      if (job.inputs["canary-row"] === true) return 9 * 6e4 + spread % 12e4;
      return (/multinode/.test(job.workflow) ? 30 * 6e4 : 15 * 6e4) + spread + (row?.["run-eval"] === true ? 5 * 6e4 : 0);
    },
    outcome: (job, row, attempt) => scenario.fails?.(ctx(job, row, attempt)) ? "failure" : "success"
  };
}
async function runLifecycle(scenario, opts) {
  const repo = createDemoRepo({
    root: opts.root,
    edit: (t2) => scenario.edit(t2, DEMO_PR),
    ...scenario.editFiles ? { editFiles: scenario.editFiles } : {},
    ...opts.layout ? { layout: opts.layout } : {}
  });
  const owner = opts.owner ?? "SemiAnalysisAI";
  const name = opts.name ?? "InferenceX";
  const headRepo = scenario.fork ? `contributor/${name}` : `${owner}/${name}`;
  const gh = await startFakeGitHub(
    emptyState({
      owner,
      repo: name,
      tokens: Object.fromEntries(
        Object.keys(USERS).map((u) => [`tok-${u}`, { login: u, type: "User" }])
      ),
      permissions: USERS,
      commits: { [repo.headSha]: repo.headMessage, [repo.baseSha]: "base: configs and changelog" },
      pulls: [
        {
          number: DEMO_PR,
          state: "open",
          merged: false,
          draft: false,
          user: { login: scenario.fork ? "contributor" : "author", type: "User" },
          head: { sha: repo.headSha, ref: repo.headRef, repo: headRepo },
          base: { sha: repo.baseSha, ref: "main", repo: `${owner}/${name}` },
          mergeSha: createHash("sha1").update(`merge ${repo.headSha}`).digest("hex"),
          mergeable: true,
          labels: [],
          files: repo.files
        }
      ]
    })
  );
  const clock = new SimClock();
  const timeline = new Timeline(clock, opts.progress);
  gh.state.clock = () => clock.iso();
  try {
    const all = RunnerFleet.fromRunnersYaml(readFileSync9(join10(opts.root, "configs/runners.yaml"), "utf8"));
    const fleet = all.without(scenario.offline ?? []);
    if (scenario.runnersReadable) gh.state.runners = all.registered(fleet);
    const host = {
      gh,
      repoDir: repo.dir,
      upload: (runId, n, files) => sim.upload(runId, n, files)
    };
    const sim = new ActionsSim({
      // The workflows run from the repository itself: its callers reference the product by owner/repo@ref.
      root: repo.dir,
      gh,
      clock,
      timeline,
      fleet,
      behaviour: behaviourFor(scenario),
      host,
      controlInputs: DEMO_SETTINGS
    });
    const clusters = Object.entries(fleet.labels).filter(([l]) => l.startsWith("cluster:"));
    timeline.add(
      "user",
      `repository settings: fail-fast-scope ${DEMO_SETTINGS["fail-fast-scope"]}; runners ${clusters.map(([l, n]) => `${l.slice(8)}\xD7${n.length}`).join(", ")}`
    );
    timeline.add(
      "user",
      `PR #${DEMO_PR} ${headRepo}:${repo.headRef} @ ${repo.headSha.slice(0, 12)} appends to perf-changelog.yaml (${scenario.name})`
    );
    const pr = { repo, head: repo.headSha };
    for (const step of scenario.steps) clock.at(step.at, () => perform(gh, sim, timeline, step, pr));
    await clock.drain();
    return {
      scenario: scenario.name,
      headSha: repo.headSha,
      headChangelog: repo.changelog,
      timeline: timeline.entries,
      comments: gh.state.comments.filter((c) => c.issue === DEMO_PR).sort((a, b) => a.id - b.id),
      sweeps: sim.sweeps,
      controls: sim.controls,
      runs: gh.state.runs,
      artifacts: gh.state.artifacts ?? [],
      repositoryDispatches: gh.state.repositoryDispatches ?? [],
      requests: gh.requests,
      simulatedMs: timeline.entries.at(-1)?.t ?? clock.now
    };
  } finally {
    await gh.close();
    repo.cleanup();
  }
}
async function perform(gh, sim, timeline, step, at) {
  const pr = DEMO_PR;
  const headSha = at.head;
  switch (step.kind) {
    case "open": {
      const p = gh.state.pulls.find((x) => x.number === pr);
      timeline.add("user", `@${p.user.login} opens PR #${pr}`);
      const pull2 = await api(gh, "GET", `/pulls/${pr}`);
      sim.onEvent({
        name: "pull_request_target",
        sender: p.user,
        payload: {
          action: "opened",
          number: pr,
          pull_request: pull2,
          sender: { login: p.user.login, type: "User" }
        }
      });
      return;
    }
    case "label":
      timeline.add(
        "user",
        `@${step.user} adds label${step.labels.length > 1 ? "s" : ""} ${step.labels.join(", ")}`
      );
      await api(gh, "POST", `/issues/${pr}/labels`, { labels: step.labels }, `tok-${step.user}`);
      return;
    case "push":
    case "merge":
      return performMergeHalf(gh, sim, timeline, step, at);
    case "comment": {
      const sweep = gh.state.runs.filter((r) => r.workflow === SWEEP_WORKFLOW).at(-1)?.id;
      const body = typeof step.body === "string" ? step.body : step.body(headSha, sweep);
      timeline.add("user", `@${step.user} comments ${JSON.stringify(body)}`);
      await api(gh, "POST", `/issues/${pr}/comments`, { body }, `tok-${step.user}`);
      return;
    }
  }
}
async function performMergeHalf(gh, sim, timeline, step, at) {
  const p = gh.state.pulls.find((x) => x.number === DEMO_PR);
  const sender = { login: step.kind === "merge" ? step.user : p.user.login, type: "User" };
  if (step.kind === "push") {
    at.head = at.repo.advance(step.edit, step.message);
    gh.state.commits[at.head] = step.message;
    p.head.sha = at.head;
    timeline.add(
      "user",
      `@${sender.login} pushes ${at.head.slice(0, 12)} to PR #${DEMO_PR} (${step.message})`
    );
    const pull2 = await api(gh, "GET", `/pulls/${DEMO_PR}`);
    sim.onEvent({
      name: "pull_request_target",
      sender,
      payload: { action: "synchronize", number: DEMO_PR, pull_request: pull2, sender }
    });
    return;
  }
  Object.assign(p, { state: "closed", merged: true, mergeSha: at.head });
  timeline.add("user", `@${sender.login} merges PR #${DEMO_PR} as ${at.head.slice(0, 12)}`);
  sim.onEvent({
    name: "push",
    sender,
    payload: {
      ref: `refs/heads/${gh.state.defaultBranch}`,
      before: at.repo.baseSha,
      after: at.head,
      repository: { full_name: `${gh.state.owner}/${gh.state.repo}`, default_branch: gh.state.defaultBranch },
      sender
    }
  });
}
function botComments(comments) {
  const bot = comments.filter((c) => c.user.login === actionsBot.login);
  return {
    status: bot.filter((c) => c.body.includes("<!-- sweep-orchestrator-status -->")),
    links: bot.filter((c) => c.body.includes(DEFAULTS.linksMarker)),
    guidance: bot.filter((c) => c.body.includes(guidanceMarker)),
    notices: bot.filter((c) => c.body.includes(protectedMarker)),
    replies: bot.filter(
      (c) => !["<!-- sweep-orchestrator-status -->", DEFAULTS.linksMarker, guidanceMarker, protectedMarker].some(
        (m) => c.body.includes(m)
      )
    )
  };
}

// src/cli/demo.ts
var help = () => {
  const width = Math.max(...scenarios.map((s) => s.name.length));
  return `usage: sweep demo [--scenario NAME] [--quiet]

Runs a sweep end to end against a local fake GitHub and simulated runners (simulated clock), using this
package's own configs/, perf-changelog.yaml and .github/workflows/, and a demo PR in a temporary git
repository. Prints the timeline as it happens, then the PR's comments.

scenarios:
${scenarios.map((s) => `  ${s.name.padEnd(width)}  ${s.summary}`).join("\n")}

options:
  --scenario NAME   run one scenario (default: fail-fast)
  --quiet           print only the summary and the final comments
`;
};
var demo = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: "string", default: "fail-fast" },
      quiet: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false }
    },
    strict: true,
    allowPositionals: false
  });
  if (values.help) {
    io.stdout(help());
    return 0;
  }
  const scenario = findScenario(values.scenario);
  if (!scenario) throw new UsageError(`unknown scenario '${values.scenario}'

${help()}`);
  const started = Date.now();
  io.stdout(`\u25B6 scenario ${scenario.name}: ${scenario.summary}

`);
  const result = await runLifecycle(scenario, {
    root: packageRoot(),
    ...values.quiet ? {} : { progress: (line) => io.stdout(`${line}
`) }
  });
  io.stdout(report2(result, Date.now() - started));
  const crashed = result.controls.some((c) => c.step?.error);
  return crashed ? 1 : 0;
};
function report2(r, wallMs) {
  const out = ["", "\u2501\u2501 rows \u2501\u2501"];
  for (const s of r.sweeps) {
    out.push(`run ${s.run.id} attempt ${s.attempt} (${s.conclusion ?? "unfinished"}):`);
    for (const row of s.ledger)
      out.push(
        `  ${row.rowId}  ${row.bucket.padEnd(24)} ${row.status.padEnd(9)} dispatched ${row.dispatched}\xD7${row.runner ? ` on ${row.runner}` : ""}${row.status === "success" && row.dispatched ? "" : ` \u2014 ${row.reason}`}`
      );
  }
  if (!r.sweeps.length) out.push("no sweep run was dispatched");
  if (r.repositoryDispatches.length) {
    out.push("", "\u2501\u2501 repository_dispatch sent \u2501\u2501");
    for (const d of r.repositoryDispatches)
      out.push(
        `  ${d.eventType} \u2192 ${d.repo}`,
        ...JSON.stringify(d.payload, null, 2).split("\n").map((l) => `    ${l}`)
      );
  }
  const { status, links, replies, guidance, notices } = botComments(r.comments);
  out.push("", "\u2501\u2501 PR comments (final) \u2501\u2501");
  for (const c of r.comments) {
    const kind = status.includes(c) ? "status (sticky)" : links.includes(c) ? "unofficial-run links (sticky)" : guidance.includes(c) ? "guidance (once per PR)" : notices.includes(c) ? "protected-path notice (sticky)" : replies.includes(c) ? "reply" : "human";
    out.push(
      "",
      `\u2500\u2500 #${c.id} @${c.user.login} \xB7 ${kind}${c.reactions.length ? ` \xB7 reactions ${c.reactions.map((x) => x.content).join(" ")}` : ""}`,
      c.body.trimEnd()
    );
  }
  const apiCalls = r.requests.length;
  out.push(
    "",
    `\u2501\u2501 ${r.scenario}: simulated ${simTime(r.simulatedMs)} in ${(wallMs / 1e3).toFixed(1)} s; ${apiCalls} GitHub API requests; ${r.sweeps.length} sweep attempt(s) \u2501\u2501`,
    ""
  );
  return out.join("\n");
}
var timelineText = (r) => r.timeline.map(formatEntry).join("\n");
export {
  demo,
  timelineText
};
