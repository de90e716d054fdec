// Runs before every npm script that starts TypeScript (package.json): on a Node.js too old to run
// `.ts` files directly, it says in one line what is needed instead of a stack trace. Plain
// CommonJS with nothing newer than ES5 syntax, so it runs on any Node.js.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports */
var need = require("../package.json").engines.node.replace(/^>=\s*/, "");
var have = process.versions.node;
function parts(v) {
  return v.split(".").map(function (n) { return parseInt(n, 10) || 0; });
}
var a = parts(have);
var b = parts(need);
var tooOld = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
if (tooOld) {
  process.stderr.write(
    "R28 needs Node.js " + need + " or newer (24 recommended); this is Node.js " + have +
      ". Install Node.js 24 from https://nodejs.org/ or with a version manager (e.g. `nvm install 24`), then run the command again.\n"
  );
  process.exit(1);
}
