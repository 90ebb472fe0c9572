module.exports = {
  register() {},
  bootstrap() {},
};
