// Apart from the calls: the route table (in every page's first chunk) needs only this.
export const templateRequest = (templateId: string) => ({ templateId });
