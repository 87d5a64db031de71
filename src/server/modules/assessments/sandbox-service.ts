import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { AppError, notFound, msg } from "../../http/errors.ts";
import type { TAssessmentTypeId, TBuiltInTypeId } from "../../../contracts/assessments.ts";
import type { TSandboxItems, TSandboxScore, TSandboxScoreRequest, TSandboxType } from "../../../contracts/testing.ts";
import { ASSESSMENT_TYPE_IDS } from "../../../domain/assessments/types.ts";
import { translator, type Translator } from "../../i18n/index.ts";
import { validateAnswer } from "../../../domain/assessments/answer-validation.ts";
import type { SettingsApi } from "../settings/api.ts";
import type { BankLayout, ItemBanks } from "./item-banks.ts";
import { clientItem } from "./client-item.ts";
import { scoreAnswers } from "./scoring.ts";
import { isDesignedTypeId, type DesignedTypes } from "./design/service.ts";
import * as designRepo from "./design/repo.ts";
import { answerProblemMsg } from "../../http/validation.ts";

/**
 * The testing sandbox: any built-in type, or a live designed type of the caller's organization (active or not),
 * previewed with the items a response opened now would get, and test-run through the scoring submit uses.
 * Only reads: no assessment, response, answer, score row, analytics fact, activity mark or notification is made.
 */
export class TestingSandbox {
  constructor(private readonly d: { db: Db; banks: ItemBanks; designed: DesignedTypes; settings: SettingsApi }) {}

  /** The types that can be test-run: the built-in ones (in the caller's words), then the organization's live designed ones. */
  async types(actor: TenantActor, tr: Translator = translator("en")): Promise<TSandboxType[]> {
    const designed = await designRepo.listTypes(this.d.db, actor.organizationId, { includeArchived: false });
    return [
      ...ASSESSMENT_TYPE_IDS.map((id) => ({
        id,
        name: tr.typeName(id),
        description: tr.typeDescription(id),
        questionCount: this.d.banks.current(id).items.length,
        designed: false,
        active: true,
      })),
      ...designed.map((r) => ({ id: r.id, name: r.name, description: r.definition.description, questionCount: r.itemCount, designed: true, active: r.isActive })),
    ];
  }

  /** A type's name (a built-in one's in the caller's words) and current layout; another organization's (or an unknown) designed type is not found. */
  private async current(actor: TenantActor, typeId: TAssessmentTypeId, tr: Translator): Promise<{ name: string; layout: BankLayout }> {
    if (!isDesignedTypeId(typeId)) return { name: tr.typeName(typeId as TBuiltInTypeId), layout: this.d.banks.current(typeId) };
    const t = await this.d.designed.current(this.d.db, actor.organizationId, typeId);
    if (!t || t.row.archivedAt) throw notFound("Assessment type");
    return { name: t.row.name, layout: t.layout };
  }

  /** The type's items as its respondents would receive them now (tags only when the organization shows them). */
  async items(actor: TenantActor, typeId: TAssessmentTypeId, tr: Translator = translator("en")): Promise<TSandboxItems> {
    const [{ name, layout }, showTags] = await Promise.all([this.current(actor, typeId, tr), this.d.settings.showItemTags(actor.organizationId)]);
    return { typeId, name, itemBankVersion: layout.version, items: layout.items.map((i) => clientItem(i, showTags)), showTags };
  }

  /**
   * The score a response with these answers would get on submit: each answer is checked against its item as
   * autosave checks it (400 naming the item), every item must be answered as submit requires (400 with
   * details.missing), and the answers are scored by the same step as submit. Without answer times the
   * response-time quality checks have nothing to flag.
   */
  async score(actor: TenantActor, body: TSandboxScoreRequest, tr: Translator = translator("en")): Promise<TSandboxScore> {
    const { name, layout } = await this.current(actor, body.typeId, tr);
    const answers: Record<string, unknown> = {};
    for (const [itemId, raw] of Object.entries(body.answers)) {
      const entry = layout.byId.get(itemId);
      if (!entry) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.nameHasNoQuestionItemid", { name, itemId }), { itemId });
      const check = validateAnswer(entry.item, raw);
      if (!check.ok) {
        const problem = answerProblemMsg(check.problem);
        throw new AppError(400, "VALIDATION_ERROR", msg("assessments.invalidAnswerQuestionPositionMessage", { position: entry.position, message: problem }), {
          itemId,
          message: problem,
          problem: check.problem.code,
        });
      }
      answers[itemId] = check.value;
    }
    const missing = layout.items.map((i) => i.id).filter((id) => !Object.hasOwn(answers, id));
    if (missing.length) throw new AppError(400, "VALIDATION_ERROR", msg("assessments.lengthQuestionSAreNot", { length: missing.length }), { missing });
    const score = scoreAnswers(this.d.designed, body.typeId, layout, { answers, timesMs: {}, respondent: body.respondent ?? {} });
    return { typeId: body.typeId, name, itemBankVersion: layout.version, score };
  }
}
