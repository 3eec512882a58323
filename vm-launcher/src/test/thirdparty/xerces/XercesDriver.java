import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.apache.xerces.parsers.DOMParser;
import org.apache.xerces.parsers.SAXParser;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.DocumentType;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.Attributes;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.ext.DefaultHandler2;

/**
 * Drives Xerces-J over the documents beside this file and prints what it saw, so that a run
 * under rvm can be compared line by line with a run on the host {@code java}.
 *
 * <p>Usage: {@code java -cp xercesImpl.jar:. XercesDriver} in the directory holding the
 * documents. Prints a DOM tree (DTD validation, namespaces, entities), the SAX events of the
 * same document, the DTD validation errors of an invalid document, the XML Schema validation of
 * an orders document, and the fatal error of a malformed one. Exits 0 when every step ran.
 */
public final class XercesDriver {

    private static final String FEATURE = "http://xml.org/sax/features/";
    private static final String XERCES_FEATURE = "http://apache.org/xml/features/";
    private static final String LEXICAL_HANDLER = "http://xml.org/sax/properties/lexical-handler";

    private XercesDriver() {
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.ENGLISH);
        domWithDtd("catalog.xml");
        saxWithDtd("catalog.xml");
        saxWithDtd("invalid.xml");
        domWithSchema("orders.xml");
        saxWithSchema("orders.xml");
        malformed("malformed.xml");
        System.out.println("== done");
    }

    // ---------------------------------------------------------------- DOM

    private static void domWithDtd(String file) throws IOException, SAXException {
        System.out.println("== DOM + DTD: " + file);
        DOMParser parser = new DOMParser();
        parser.setFeature(FEATURE + "namespaces", true);
        parser.setFeature(FEATURE + "validation", true);
        parser.setFeature(XERCES_FEATURE + "dom/create-entity-ref-nodes", true);
        parser.setFeature(XERCES_FEATURE + "dom/include-ignorable-whitespace", false);
        ReportingErrorHandler errors = new ReportingErrorHandler();
        parser.setErrorHandler(errors);

        parser.parse(new InputSource(file));

        Document document = parser.getDocument();
        printDoctype(document.getDoctype());
        printNode(document, 0);
        summarizeCatalog(document);
        System.out.println("errors: " + errors.count);
    }

    private static void domWithSchema(String file) throws IOException, SAXException {
        System.out.println("== DOM + XML Schema: " + file);
        DOMParser parser = new DOMParser();
        parser.setFeature(FEATURE + "namespaces", true);
        parser.setFeature(FEATURE + "validation", true);
        parser.setFeature(XERCES_FEATURE + "validation/schema", true);
        parser.setFeature(XERCES_FEATURE + "dom/include-ignorable-whitespace", false);
        ReportingErrorHandler errors = new ReportingErrorHandler();
        parser.setErrorHandler(errors);

        parser.parse(new InputSource(file));

        NodeList lines = parser.getDocument().getElementsByTagNameNS("urn:rvm:orders", "line");
        for (int i = 0; i < lines.getLength(); i++) {
            Element line = (Element) lines.item(i);
            System.out.println("line " + i + ": sku=" + childText(line, "sku")
                    + " qty=" + childText(line, "qty") + " price=" + childText(line, "price")
                    + " gift=" + line.getAttribute("gift")
                    + " specified=" + line.getAttributeNode("gift").getSpecified());
        }
        System.out.println("errors: " + errors.count);
    }

    private static void printDoctype(DocumentType doctype) {
        System.out.println("doctype " + doctype.getName() + " system=" + doctype.getSystemId()
                + " internal=[" + doctype.getInternalSubset().strip() + "]");
        NamedNodeMap entities = doctype.getEntities();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < entities.getLength(); i++) {
            Node entity = entities.item(i);
            names.add(entity.getNodeName() + "=" + quote(entity.getTextContent()));
        }
        names.sort(null);
        System.out.println("entities " + names);
    }

    private static void printNode(Node node, int depth) {
        String indent = "  ".repeat(depth);
        switch (node.getNodeType()) {
            case Node.DOCUMENT_NODE:
                System.out.println(indent + "#document");
                break;
            case Node.DOCUMENT_TYPE_NODE:
                System.out.println(indent + "#doctype " + node.getNodeName());
                return;
            case Node.ELEMENT_NODE:
                System.out.println(indent + "element " + node.getNodeName() + " {" + node.getNamespaceURI()
                        + "}" + node.getLocalName() + attributes(node.getAttributes()));
                break;
            case Node.TEXT_NODE:
                if (!node.getNodeValue().isBlank()) {
                    System.out.println(indent + "text " + quote(node.getNodeValue()));
                }
                return;
            case Node.CDATA_SECTION_NODE:
                System.out.println(indent + "cdata " + quote(node.getNodeValue()));
                return;
            case Node.COMMENT_NODE:
                System.out.println(indent + "comment " + quote(node.getNodeValue().strip()));
                return;
            case Node.PROCESSING_INSTRUCTION_NODE:
                System.out.println(indent + "pi " + node.getNodeName() + " " + quote(node.getNodeValue()));
                return;
            case Node.ENTITY_REFERENCE_NODE:
                System.out.println(indent + "entity-ref " + node.getNodeName());
                break;
            default:
                System.out.println(indent + "node type " + node.getNodeType());
                return;
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            printNode(child, depth + 1);
        }
    }

    private static String attributes(NamedNodeMap attributes) {
        Map<String, String> sorted = new TreeMap<>();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attr = (Attr) attributes.item(i);
            sorted.put(attr.getName(), attr.getValue() + (attr.getSpecified() ? "" : " (default)"));
        }
        return sorted.isEmpty() ? "" : " " + sorted;
    }

    private static void summarizeCatalog(Document document) {
        NodeList books = document.getElementsByTagNameNS("urn:rvm:catalog", "book");
        double total = 0;
        for (int i = 0; i < books.getLength(); i++) {
            Element book = (Element) books.item(i);
            Element price = (Element) book.getElementsByTagNameNS("urn:rvm:catalog", "price").item(0);
            total += Double.parseDouble(price.getTextContent());
            NodeList creators = book.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "creator");
            System.out.println("book " + book.getAttribute("id") + " by " + creators.getLength()
                    + " creator(s), " + price.getTextContent() + " " + price.getAttribute("currency")
                    + ", found by id: " + (document.getElementById(book.getAttribute("id")) == book));
        }
        System.out.printf(Locale.ROOT, "total %.2f over %d books%n", total, books.getLength());
    }

    private static String childText(Element parent, String localName) {
        NodeList children = parent.getElementsByTagNameNS(parent.getNamespaceURI(), localName);
        return children.getLength() == 0 ? "?" : children.item(0).getTextContent();
    }

    // ---------------------------------------------------------------- SAX

    private static void saxWithDtd(String file) throws IOException, SAXException {
        System.out.println("== SAX + DTD: " + file);
        SAXParser parser = new SAXParser();
        parser.setFeature(FEATURE + "namespaces", true);
        parser.setFeature(FEATURE + "namespace-prefixes", false);
        parser.setFeature(FEATURE + "validation", true);
        runSax(parser, file);
    }

    private static void saxWithSchema(String file) throws IOException, SAXException {
        System.out.println("== SAX + XML Schema: " + file);
        SAXParser parser = new SAXParser();
        parser.setFeature(FEATURE + "namespaces", true);
        parser.setFeature(FEATURE + "validation", true);
        parser.setFeature(XERCES_FEATURE + "validation/schema", true);
        parser.setFeature(XERCES_FEATURE + "validation/schema-full-checking", true);
        runSax(parser, file);
    }

    private static void malformed(String file) throws IOException {
        System.out.println("== SAX, not well-formed: " + file);
        SAXParser parser = new SAXParser();
        try {
            runSax(parser, file);
            System.out.println("unexpectedly well-formed");
        } catch (SAXParseException e) {
            System.out.println("fatal at " + e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage());
        } catch (SAXException e) {
            System.out.println("fatal: " + e.getMessage());
        }
    }

    private static void runSax(SAXParser parser, String file) throws IOException, SAXException {
        EventPrinter printer = new EventPrinter();
        parser.setContentHandler(printer);
        parser.setErrorHandler(printer.errors);
        parser.setProperty(LEXICAL_HANDLER, printer);
        parser.parse(new InputSource(file));
        System.out.println("events: " + printer.events + ", errors: " + printer.errors.count);
    }

    /** Prints each SAX event on its own line, indented by element depth. */
    private static final class EventPrinter extends DefaultHandler2 {
        final ReportingErrorHandler errors = new ReportingErrorHandler();
        private final StringBuilder text = new StringBuilder();
        private Locator locator;
        private int depth;
        int events;

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startDocument() {
            emit("startDocument");
        }

        @Override
        public void endDocument() {
            emit("endDocument");
        }

        @Override
        public void startPrefixMapping(String prefix, String uri) {
            emit("prefix " + (prefix.isEmpty() ? "(default)" : prefix) + " -> " + uri);
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            flushText();
            StringBuilder line = new StringBuilder("start {").append(uri).append('}').append(localName)
                    .append(" qname=").append(qName).append(" at line ").append(locator.getLineNumber());
            for (int i = 0; i < atts.getLength(); i++) {
                line.append(' ').append(atts.getQName(i)).append('=').append(quote(atts.getValue(i)))
                        .append('/').append(atts.getType(i));
            }
            emit(line.toString());
            depth++;
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            flushText();
            depth--;
            emit("end " + qName);
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        @Override
        public void ignorableWhitespace(char[] ch, int start, int length) {
            events++;
        }

        @Override
        public void processingInstruction(String target, String data) {
            emit("pi " + target + " " + quote(data));
        }

        @Override
        public void startDTD(String name, String publicId, String systemId) {
            emit("startDTD " + name + " " + systemId);
        }

        @Override
        public void startEntity(String name) {
            flushText();
            emit("startEntity " + name);
        }

        @Override
        public void endEntity(String name) {
            flushText();
            emit("endEntity " + name);
        }

        @Override
        public void startCDATA() {
            flushText();
            emit("startCDATA");
        }

        @Override
        public void endCDATA() {
            flushText();
            emit("endCDATA");
        }

        @Override
        public void comment(char[] ch, int start, int length) {
            if (depth > 0) {
                emit("comment " + quote(new String(ch, start, length).strip()));
            }
        }

        private void flushText() {
            if (text.length() > 0 && !text.toString().isBlank()) {
                emit("text " + quote(text.toString()));
            }
            text.setLength(0);
        }

        private void emit(String line) {
            events++;
            System.out.println("  ".repeat(Math.max(depth, 0)) + line);
        }
    }

    /** Prints warnings and errors with their location and keeps parsing; fatal errors stop it. */
    private static final class ReportingErrorHandler implements ErrorHandler {
        int count;

        @Override
        public void warning(SAXParseException e) {
            report("warning", e);
        }

        @Override
        public void error(SAXParseException e) {
            count++;
            report("error", e);
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            count++;
            report("fatal", e);
            throw e;
        }

        private static void report(String kind, SAXParseException e) {
            String system = e.getSystemId() == null ? "?" : e.getSystemId().substring(e.getSystemId().lastIndexOf('/') + 1);
            System.out.println("[" + kind + "] " + system + ":" + e.getLineNumber() + ":" + e.getColumnNumber()
                    + ": " + e.getMessage());
        }
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '\n') {
                out.append("\\n");
            } else if (c == '"') {
                out.append("\\\"");
            } else if (c < 0x20 || c > 0x7e) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
