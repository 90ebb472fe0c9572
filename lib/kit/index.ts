// The kit, the content layer's lowest room: what every declaration is made with (fields, defineContentType, the rules,
// the checks of Strapi's answers, the errors) and the types the rooms above share. It imports no room of lib/, only
// leaves (routes, text, rich text), so the declarations, the reader and the pages can all stand on it.
export * from './blocks';
export * from './define';
export * from './errors';
export * from './facts-in-text';
export * from './fields';
export * from './file-stem';
export * from './images';
export * from './published';
export * from './rules';
export * from './schemas';
export * from './types';
export * from './upload-kinds';
