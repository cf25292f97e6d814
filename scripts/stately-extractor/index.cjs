module.exports = require("@xstate/machine-extractor");
