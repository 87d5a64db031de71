import {
  ZCreateInvitations,
  ZInvitation,
  ZInvitationAccepted,
  ZInvitationList,
  ZInvitationParams,
  ZInvitationPreview,
  ZInvitationResults,
  ZInvitationTokenParams,
} from "../../../contracts/invitations.ts";
import type { AppModule } from "../module.ts";
import { translator } from "../../i18n/index.ts";
import { readerLang } from "../../i18n/request-locale.ts";

/** Invitations: admins and managers invite by email; the invitee opens the link, signs in or up, and joins. */
export const invitationsModule: AppModule = {
  name: "invitations",
  register({ core, route }) {
    const svc = core.invitations;
    const tags = ["organization"];
    const manage = { access: "member", allow: "members.invite", tags } as const;

    route({ ...manage, method: "GET", url: "/api/organization/invitations", summary: "Open invitations (pending and expired)", response: ZInvitationList }, async ({ actor }) => ({
      invitations: await svc.list(actor),
    }));

    route(
      {
        ...manage,
        method: "POST",
        url: "/api/organization/invitations",
        summary: "Invite one or many addresses with a role (each is reported: invited, already a member, already invited, invalid)",
        body: ZCreateInvitations,
        response: ZInvitationResults,
        idempotent: true,
      },
      async ({ actor, body, req }) =>
        svc.invite(actor, body, req.ip, translator((await readerLang(core.database.db, actor.userId, req.headers["accept-language"], core.config.env !== "production")).locale)),
    );

    route(
      {
        ...manage,
        method: "POST",
        url: "/api/organization/invitations/:invitationId/resend",
        summary: "Send an invitation again (new link, new expiry; rate-limited)",
        params: ZInvitationParams,
        response: ZInvitation,
      },
      async ({ actor, params }) => svc.resend(actor, params.invitationId),
    );

    route(
      { ...manage, method: "DELETE", url: "/api/organization/invitations/:invitationId", summary: "Revoke an invitation", params: ZInvitationParams, response: "empty" },
      async ({ actor, params }) => svc.revoke(actor, params.invitationId),
    );

    route(
      {
        method: "GET",
        url: "/api/invitations/:token",
        summary: "An invitation, as its invitee sees it",
        access: "public-token",
        params: ZInvitationTokenParams,
        response: ZInvitationPreview,
        tags,
      },
      async ({ params }) => svc.preview(params.token),
    );

    route(
      {
        method: "POST",
        url: "/api/invitations/:token/accept",
        summary: "Accept an invitation (signed in with the invited address); the session switches to that organization",
        access: "session",
        params: ZInvitationTokenParams,
        response: ZInvitationAccepted,
        tags,
      },
      async ({ actor, params }) => svc.accept(actor, params.token),
    );
  },
};
