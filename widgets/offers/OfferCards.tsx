import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { SecondaryButton } from '../ActionButtons';
import { optionId, type WidgetProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';
import { fillTemplate } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { OfferFaqs } from './OfferFaqs';
import { OfferFigures, offerTitle } from './OfferFigures';
import { offerById, readOfferData, shownOffers, type Offer } from './offerChoices';
import { useCurrentOffers } from './offerQueries';
import { ProductFees } from './ProductFees';

const text = copy.offers;
// The dialog brings the modal's animation library: loaded when it is first wanted.
const loadDialog = () => import('./OtherOptionsDialog');
const OtherOptionsDialog = lazy(loadDialog);

/**
 * The offers step's widget (spec §2 /offers): the default offer as a card, then the one chosen under
 * "Other monthly payment options" when it is another, as a radio group whose value is the
 * loanOfferId; the instant-funding badge; the lender; the product's other fees; the FAQs. The offers
 * are the application's current offers (GET /application-offers/{uuid}/offers); the step's GET answer
 * (`options.offerData`, ui:options.optionsFromStep) shows until that call answers, or if it fails.
 */
export default function OfferCards(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, label } = props;
  const data = useCurrentOffers(readOfferData(options.offerData));
  const chosen = data ? offerById(data, value) : undefined;
  const [dialog, setDialog] = useState({ open: false, opened: 0 });

  // An offer chosen before that is no longer offered (they were repriced) gives way to the default.
  const staleDefault = data && value !== undefined && !chosen ? data.defaultLoanOffer.loanOfferId : undefined;
  useEffect(() => {
    if (staleDefault !== undefined) onChange(staleDefault);
  }, [onChange, staleDefault]);

  if (!data) return <Text color="gray.700">{text.noOffers}</Text>;
  const a11y = controlA11yProps(props);
  const cards = shownOffers(data, value);
  const choose = (offer: Offer) => onChange(offer.loanOfferId);
  const from = chosen ?? cards[0] ?? data.defaultLoanOffer;
  return (
    <Box>
      <chakra.fieldset id={id} border="0" p="0" m="0" aria-describedby={a11y['aria-describedby']}>
        <chakra.legend srOnly>{label}</chakra.legend>
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: cards.length > 1 ? '1fr 1fr' : '1fr' }}
          gap="3"
        >
          {cards.map((offer, index) => {
            const checked = offer.loanOfferId === value;
            const inputId = optionId(id, index);
            const isDefault = offer.loanOfferId === data.defaultLoanOffer.loanOfferId;
            return (
              <chakra.label
                key={offer.loanOfferId}
                htmlFor={inputId}
                display="block"
                p={{ base: '4', md: '5' }}
                borderWidth="2px"
                borderRadius="xl"
                cursor="pointer"
                bg={checked ? 'brand.50' : 'white'}
                borderColor={checked ? 'brand.600' : 'gray.300'}
                _hover={{ borderColor: 'brand.500' }}
                _focusWithin={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                <Box display="flex" alignItems="flex-start" gap="3" mb="3">
                  <chakra.input
                    type="radio"
                    id={inputId}
                    name={id}
                    value={String(offer.loanOfferId)}
                    checked={checked}
                    disabled={disabled || readonly}
                    onChange={() => choose(offer)}
                    onBlur={() => onBlur(id, value)}
                    onFocus={() => onFocus(id, value)}
                    w="5"
                    h="5"
                    mt="1"
                    flexShrink={0}
                    accentColor="brand.600"
                    aria-labelledby={`${inputId}-title`}
                    aria-describedby={`${inputId}-tags ${inputId}-figures ${a11y['aria-describedby']}`}
                    aria-invalid={a11y['aria-invalid']}
                  />
                  <Box>
                    <chakra.span
                      id={`${inputId}-title`}
                      display="block"
                      fontWeight="bold"
                      fontSize="lg"
                      color="gray.900"
                    >
                      {offerTitle(offer)}
                    </chakra.span>
                    <Box id={`${inputId}-tags`} display="flex" flexWrap="wrap" gap="2" mt="1">
                      {isDefault ? <Tag>{text.defaultTag}</Tag> : null}
                      {data.eligibleForInstantFunding ? <Tag accent>{text.instantFunding}</Tag> : null}
                    </Box>
                  </Box>
                </Box>
                <OfferFigures offer={offer} id={`${inputId}-figures`} />
              </chakra.label>
            );
          })}
        </Box>
      </chakra.fieldset>
      {data.eligibleForInstantFunding ? (
        <Text fontSize="sm" color="gray.700" mt="3">
          {text.instantFundingNote}
        </Text>
      ) : null}
      <SecondaryButton
        size="lg"
        w={{ base: 'full', md: 'auto' }}
        mt="4"
        disabled={disabled || readonly}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setDialog(({ opened }) => ({ open: true, opened: opened + 1 }))}
      >
        {text.otherOptions}
      </SecondaryButton>
      <Box display="flex" alignItems="center" gap="3" mt="5">
        <img
          src={data.issuingBank.image.url}
          alt={data.issuingBank.image.altText}
          // The lenders' logos are 4:1 (public/issuing-banks): the space is kept while it loads.
          width={128}
          height={32}
          loading="lazy"
          style={{ objectFit: 'contain', width: 128, height: 32 }}
        />
        <Text fontSize="sm" color="gray.700">
          {fillTemplate(text.lender, { bankName: data.issuingBank.name })}
        </Text>
      </Box>
      {dialog.opened > 0 ? (
        <Suspense fallback={null}>
          <OtherOptionsDialog
            // A fresh dialog each time it opens starts from the offer chosen then.
            key={dialog.opened}
            data={data}
            from={from}
            open={dialog.open}
            onClose={() => setDialog((state) => ({ ...state, open: false }))}
            onConfirm={(offer) => {
              choose(offer);
              setDialog((state) => ({ ...state, open: false }));
            }}
          />
        </Suspense>
      ) : null}
      <ProductFees productId={data.productId} />
      <OfferFaqs />
    </Box>
  );
}

function Tag({ children, accent = false }: { children: string; accent?: boolean }) {
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      bg={accent ? 'green.100' : 'gray.100'}
      color={accent ? 'green.800' : 'gray.800'}
    >
      {children}
    </chakra.span>
  );
}
