const { winston } = require('@strapi/logger');

// Quieter than the default: the site's build prints this CMS's output, and request lines would drown it.
module.exports = {
  transports: [
    new winston.transports.Console({
      level: process.env.CMS_LOG_LEVEL || 'warn',
      format: winston.format.combine(winston.format.colorize(), winston.format.simple()),
    }),
  ],
};
