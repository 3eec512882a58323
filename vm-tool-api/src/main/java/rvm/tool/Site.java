package rvm.tool;

/**
 * One place in the guest's code where an {@link Event} is reported. rvm registers a site when it
 * compiles code that reports it, before the code runs; the same place always has the same site,
 * in every tier and in every copy of the code, so a tool may key its counts by {@link #id()}.
 *
 * @param id           the site's number: sites are numbered 0, 1, 2, ... in the order rvm registers them
 * @param event        what is reported here
 * @param owner        the internal name of the guest class whose method holds the instruction ({@code pkg/Cls});
 *                     for code inlined into another method, the inlined method's class
 * @param name         the method's name
 * @param descriptor   the method's descriptor, {@code (I)V}
 * @param bci          the instruction's bytecode index in the class file
 * @param line         the instruction's source line, or -1 when the class file has none
 * @param opcode       the instruction's opcode ({@code org.objectweb.asm.Opcodes} numbering, the JVM's): the
 *                     invoke, field, allocation, branch or return instruction; for {@link Event#METHOD_ENTRY}
 *                     and {@link Event#BASIC_BLOCK}, the first instruction's
 * @param operand      what the instruction names: a call's symbolic target {@code owner.name(desc)},
 *                     a field {@code owner.name:desc}, an allocated type (an internal name, or an array
 *                     descriptor for arrays); {@code null} for the other events
 * @param instructions the bytecode instructions of a {@link Event#BASIC_BLOCK} from this one on; 1 for the others
 */
public record Site(int id, Event event, String owner, String name, String descriptor, int bci, int line,
                   int opcode, String operand, int instructions) {

    /** The method in JVM form, {@code pkg/Cls.name(I)V}: the form of rvm's call graphs. */
    public String method() {
        return owner + "." + name + descriptor;
    }

    /** Where the site is, for people: {@code pkg/Cls.name(I)V@12 (line 40)}. */
    @Override
    public String toString() {
        return method() + "@" + bci + (line >= 0 ? " (line " + line + ")" : "");
    }
}
