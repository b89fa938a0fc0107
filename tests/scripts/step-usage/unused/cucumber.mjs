export default { paths: ['features/*.feature'], import: ['steps/*.mjs'] };
