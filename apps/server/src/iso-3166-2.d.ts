declare module 'iso-3166-2' {
  interface Subdivision { type: string; name: string }
  const iso31662: { country(code: string): { name: string; code: string; sub: Record<string, Subdivision> } | null };
  export default iso31662;
}
