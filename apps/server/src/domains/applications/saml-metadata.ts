import { create } from 'xmlbuilder2';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** What SP metadata describes: the service provider of one SAML key. */
export interface SpMetadataInput {
  readonly entityId: string;
  readonly acsUrl: string;
  readonly nameIdFormat: string;
  /** PEM of the signing certificate. */
  readonly certificatePem: string;
  /** The certificate's end: the metadata is valid until then. */
  readonly validUntil: Date;
}

/**
 * SAML 2.0 service provider metadata (OASIS saml-metadata-2.0-os §2.4.4): one SPSSODescriptor that
 * signs its authentication requests and wants signed assertions, the signing certificate as a
 * KeyDescriptor, the name ID format and the HTTP-POST assertion consumer service. Built with
 * xmlbuilder2, so every value is escaped.
 */
export function spMetadataXml(input: SpMetadataInput): string {
  const certificate = input.certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(MD, 'md:EntityDescriptor', {
      entityID: input.entityId,
      validUntil: input.validUntil.toISOString(),
    })
    .ele(MD, 'md:SPSSODescriptor', {
      AuthnRequestsSigned: 'true',
      WantAssertionsSigned: 'true',
      protocolSupportEnumeration: 'urn:oasis:names:tc:SAML:2.0:protocol',
    })
    .ele(MD, 'md:KeyDescriptor', { use: 'signing' })
    .ele(DS, 'ds:KeyInfo')
    .ele(DS, 'ds:X509Data')
    .ele(DS, 'ds:X509Certificate')
    .txt(certificate)
    .up()
    .up()
    .up()
    .up()
    .ele(MD, 'md:NameIDFormat')
    .txt(input.nameIdFormat)
    .up()
    .ele(MD, 'md:AssertionConsumerService', { Binding: POST_BINDING, Location: input.acsUrl, index: '0' })
    .doc();
  return doc.end({ prettyPrint: true });
}
