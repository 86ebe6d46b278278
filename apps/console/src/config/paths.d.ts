export declare const paths: {
    readonly host: "/host";
    readonly backOffice: "/console";
};
export declare function isHostPath(pathname: string): boolean;
/**
 * The back office's sections, each at its own path, offered to the roles that work in it (the server checks every
 * call on its own: the menu only spares a staff member a refusal).
 */
export declare const SECTIONS: readonly [{
    readonly id: "support";
    readonly path: "/console";
    readonly roles: readonly ["support"];
}, {
    readonly id: "borrowers";
    readonly path: "/console/borrowers";
    readonly roles: readonly ["support", "credit", "collections", "finance"];
}, {
    readonly id: "credit";
    readonly path: "/console/credit";
    readonly roles: readonly ["credit"];
}, {
    readonly id: "finance";
    readonly path: "/console/finance";
    readonly roles: readonly ["finance"];
}, {
    readonly id: "collections";
    readonly path: "/console/collections";
    readonly roles: readonly ["collections"];
}, {
    readonly id: "reports";
    readonly path: "/console/reports";
    readonly roles: readonly ["support", "credit", "collections", "finance", "admin"];
}, {
    readonly id: "approvals";
    readonly path: "/console/approvals";
    readonly roles: readonly ["credit", "collections", "finance", "admin"];
}, {
    readonly id: "admin";
    readonly path: "/console/admin";
    readonly roles: readonly ["admin"];
}];
export type SectionId = (typeof SECTIONS)[number]['id'];
/** The section a path is in: its longest matching path, the support desk for /console itself. */
export declare function sectionOf(pathname: string): SectionId;
export declare const sectionPath: (id: SectionId) => "/console" | "/console/borrowers" | "/console/credit" | "/console/finance" | "/console/collections" | "/console/reports" | "/console/approvals" | "/console/admin";
