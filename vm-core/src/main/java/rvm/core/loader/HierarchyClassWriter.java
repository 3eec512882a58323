package rvm.core.loader;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

/** A class writer that computes common super classes from the VM's view of the hierarchy. */
public final class HierarchyClassWriter extends ClassWriter {

    private final ClassHierarchy hierarchy;

    /** A writer with ASM's {@code flags} whose common super classes come from {@code hierarchy}. */
    public HierarchyClassWriter(int flags, ClassHierarchy hierarchy) {
        super(flags);
        this.hierarchy = hierarchy;
    }

    /** Likewise, starting from a copy of {@code original}'s constant pool (see {@link ClassWriter#ClassWriter(ClassReader, int)}). */
    public HierarchyClassWriter(ClassReader original, int flags, ClassHierarchy hierarchy) {
        super(original, flags);
        this.hierarchy = hierarchy;
    }

    @Override
    protected String getCommonSuperClass(String type1, String type2) {
        if (hierarchy.isSubclass(type1, type2)) {
            return type2;
        }
        if (hierarchy.isSubclass(type2, type1)) {
            return type1;
        }
        if (hierarchy.isInterface(type1) || hierarchy.isInterface(type2)) {
            return "java/lang/Object";
        }
        String c = type1;
        int depth = 0;
        do {
            c = hierarchy.superName(c);
        } while (c != null && !hierarchy.isSubclass(type2, c) && ++depth < ClassHierarchy.MAX_DEPTH);
        return c == null || depth == ClassHierarchy.MAX_DEPTH ? "java/lang/Object" : c;
    }
}
