// Next's ambient types (CSS imports, images) without depending on the generated next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
