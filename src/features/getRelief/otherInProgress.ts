/**
 * The application-in-progress screen continues this product's application (in-progress-sdls); an
 * application of another product type still in progress (GET /application/in-progress-applications:
 * a personal loan, say) is named too, with where to find it, so nothing the applicant started is
 * hidden from them. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import product from '../../../schemas/product.json';
import type { ApiOperations } from '../../../core/api/generated/contractTypes';
import { formatDate } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { productTypeInWords } from '../../shared/ui/productTypeInWords';

type Application = ApiOperations['getInProgressApplications']['response'][number];

export function otherInProgress(
  applications: readonly Application[] | undefined,
): { applicationUuid: string; text: string }[] {
  return (applications ?? [])
    .filter((application) => application.productTypeName !== product.productTypeName)
    .map((application) => ({
      applicationUuid: application.applicationUuid,
      text: fillTemplate(copy.pages.applicationInProgress.otherProduct, {
        product: productTypeInWords(application.productTypeName),
        date: formatDate(application.createdAt),
      }),
    }));
}
