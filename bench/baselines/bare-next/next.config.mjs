// The bare page of `npm run bench`: Next's defaults, built and served with the project's own `next`.
const config = {};

export default config;
